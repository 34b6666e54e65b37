import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PublicPromotion } from '@portal/contracts/loyalty';
import { APPLICATION_LIMITS } from '@portal/contracts/promotions';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n/i18n.ts';
import { useSessionStore } from '../../../lib/stores/session-store.ts';
import { mockApi } from '../../../testing/mock-api.ts';
import { renderWithApp } from '../../../testing/render.tsx';
import { APPLICATION_COMMENT_MAX, APPLICATION_MAX_IMAGES } from '../application-rules.ts';
import { PromotionsView } from './promotions-view.tsx';

const common = {
  terms: '',
  percent: 0,
  minDeposit: '0.00',
  minPayout: '0.00',
  endsAt: null,
  rates: [],
  weights: {},
  application: null,
  state: null,
  expiryDays: null,
  bannerUrl: null,
  startsAt: '2026-11-01T00:00:00.000Z',
};
const list: PublicPromotion[] = [
  {
    ...common,
    id: 1,
    code: 'FIRST_DEPOSIT_70',
    kind: 'FIRST_DEPOSIT',
    period: null,
    take: 'DEPOSIT',
    title: '70% first-deposit bonus',
    percent: 70,
    cap: '7000.00',
    minDeposit: '200.00',
    wageringMultiple: 10,
  },
  {
    ...common,
    id: 2,
    code: 'DAILY_REBATE',
    kind: 'REBATE',
    period: 'DAY',
    take: 'AUTO',
    title: 'Daily rebate',
    cap: '5000.00',
    wageringMultiple: 1,
    rates: [
      { category: '*', threshold: '0.00', ratePercent: 0.5 },
      { category: 'RNG', threshold: '0.00', ratePercent: 0.8 },
    ],
  },
  {
    ...common,
    id: 3,
    code: 'WEEKLY_CASHBACK',
    kind: 'CASHBACK',
    period: 'WEEK',
    take: 'AUTO',
    title: 'Weekly cash back',
    cap: '20000.00',
    wageringMultiple: 1,
    rates: [{ category: '*', threshold: '500.00', ratePercent: 5 }],
  },
];

const reload: PublicPromotion = {
  ...common,
  id: 4,
  code: 'WEEKLY_RELOAD',
  kind: 'RELOAD',
  period: 'WEEK',
  take: 'DEPOSIT',
  title: 'Weekly reload',
  percent: 10,
  cap: '1000.00',
  minDeposit: '500.00',
  wageringMultiple: 5,
  rates: [
    { category: '*', threshold: '5000.00', ratePercent: 20 },
    { category: '*', threshold: '2000.00', ratePercent: 15 },
  ],
};
const registration: PublicPromotion = {
  ...common,
  id: 5,
  code: 'REGISTRATION_SMS',
  kind: 'REGISTRATION',
  period: 'ONCE',
  take: 'CLAIM',
  title: 'Sign-up bonus up to 131K',
  cap: '131000.00',
  wageringMultiple: 20,
  rates: [
    { category: '*', threshold: '31.00', ratePercent: 90 },
    { category: '*', threshold: '131.00', ratePercent: 9.5 },
    { category: '*', threshold: '1310.00', ratePercent: 0.49 },
    { category: '*', threshold: '131000.00', ratePercent: 0.01 },
  ],
};
const share: PublicPromotion = {
  ...common,
  id: 6,
  code: 'SHARE_AND_WIN',
  kind: 'FIXED',
  period: 'ONCE',
  take: 'APPLY',
  application: { comment: 'REQUIRED', images: 'OPTIONAL' },
  title: 'Share and win 50',
  cap: '50.00',
  wageringMultiple: 3,
};
const daily: PublicPromotion = {
  ...common,
  id: 7,
  code: 'DAILY_GIFT',
  kind: 'FIXED',
  period: 'DAY',
  take: 'CLAIM',
  title: 'Daily gift',
  cap: '10.00',
  wageringMultiple: 1,
};

function signIn() {
  useSessionStore.getState().begin('tok', {
    userName: 'player01',
    isAgent: false,
    isTrial: false,
    mustChangePassword: false,
  });
}

beforeEach(async () => {
  i18n.changeLanguage('en');
});
afterEach(async () => {
  vi.unstubAllGlobals();
  useSessionStore.getState().clear();
  i18n.changeLanguage('en');
});

describe('promotions page', () => {
  it('shows a visitor every promotion with its rates and the way to take the welcome bonus', async () => {
    mockApi({ 'GET /wps/loyalty/promotions': () => ({ value: list }) });
    renderWithApp(<PromotionsView />, { url: '/promotions' });
    const welcome = await screen.findByTestId('promotion-FIRST_DEPOSIT_70');
    expect(welcome).toHaveTextContent(
      '70% of your first deposit, up to 7,000.00, from a deposit of 200.00.',
    );
    expect(within(welcome).getByRole('link', { name: 'Sign up to take it' })).toHaveAttribute(
      'href',
      '/register',
    );
    // A visitor has no state on a running promotion.
    expect(within(welcome).queryByTestId('promotion-state')).toBeNull();
    const rebate = screen.getByTestId('promotion-DAILY_REBATE');
    const rates = within(rebate).getByRole('list', { name: 'Rates' });
    expect(
      within(rates)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Slots0.8%', 'Every other game0.5%']);
    expect(rebate).toHaveTextContent('Up to 5,000.00 a day.');
    expect(screen.getByTestId('promotion-WEEKLY_CASHBACK')).toHaveTextContent(
      'Net loss from 500.00',
    );
  });

  it('sends a signed-in member to the deposit page, in Bengali digits on a Bengali page', async () => {
    signIn();
    i18n.changeLanguage('bn');
    // The server sends titles in the page's language.
    const titles = ['প্রথম ডিপোজিটে ৭০% বোনাস', 'দৈনিক রিবেট', 'সাপ্তাহিক ক্যাশব্যাক'];
    mockApi({
      'GET /wps/loyalty/promotions': () => ({
        value: list.map((p, i) => ({ ...p, title: titles[i]!, state: 'OPEN' as const })),
      }),
      'GET /wps/member/info': () => ({ value: {} }),
    });
    renderWithApp(<PromotionsView />, { url: '/promotions' });
    const welcome = await screen.findByTestId('promotion-FIRST_DEPOSIT_70');
    expect(within(welcome).getByRole('link', { name: 'এখনই ডিপোজিট করুন' })).toHaveAttribute(
      'href',
      '/depositv2',
    );
    expect(within(welcome).getByTestId('promotion-state')).toHaveTextContent('খোলা');
    expect(welcome).toHaveTextContent('প্রথম ডিপোজিটের ৭০%, সর্বোচ্চ ৭,০০০.০০');
    expect(screen.getByTestId('promotions-list').textContent).not.toMatch(/[0-9]/);
  });

  it('names every activity state in the spec’s words, with the way to act on it', async () => {
    signIn();
    const states = [
      ['APPLYING', 'Applying'],
      ['REJECTED', 'Rejected'],
      ['ISSUED', 'Issued'],
      ['CLAIMED', 'Claimed'],
      ['PROCESS', 'In progress'],
      ['JOINED', 'Joined'],
      ['CLOSE', 'Closed'],
      ['COMING_SOON', 'Coming soon'],
      ['OPEN', 'Open'],
      ['NOT_ELIGIBLE', 'Not eligible'],
    ] as const;
    mockApi({
      'GET /wps/loyalty/promotions': () => ({
        value: states.map(([state], i) => ({
          ...share,
          id: 100 + i,
          code: `P_${state}`,
          state,
          startsAt: '2026-12-24T12:00:00',
        })),
      }),
      'GET /wps/member/info': () => ({ value: {} }),
    });
    renderWithApp(<PromotionsView />, { url: '/promotions' });
    await screen.findByTestId('promotions-list');
    for (const [state, words] of states) {
      const card = screen.getByTestId(`promotion-P_${state}`);
      expect(within(card).getByTestId('promotion-state')).toHaveTextContent(words);
    }
    // An application is made while open, and again after a rejection; never otherwise.
    const applyable = states
      .map(([state]) => state)
      .filter((state) =>
        within(screen.getByTestId(`promotion-P_${state}`)).queryByTestId('promotion-apply'),
      );
    expect(applyable).toEqual(['REJECTED', 'OPEN']);
    expect(screen.getByTestId('promotion-P_COMING_SOON')).toHaveTextContent('Starts Dec 24, 2026.');
  });

  it('lists how bets count toward the wagering, in the page’s words and digits', async () => {
    // Slots in full, live casino 10%, sports not at all, every other game half.
    const weighted = { ...reload, weights: { '*': 50, SPORTS: 0, RNG: 100, LIVE: 10 } };
    mockApi({ 'GET /wps/loyalty/promotions': () => ({ value: [weighted, list[1]!] }) });
    renderWithApp(<PromotionsView />, { url: '/promotions' });
    const card = await screen.findByTestId('promotion-WEEKLY_RELOAD');
    const weights = within(card).getByRole('list', { name: 'How bets count toward the wagering' });
    expect(
      within(weights)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Sports: do not count', 'Live Casino: 10%', 'Slots: 100%', 'Every other game: 50%']);
    // Without weights every bet counts in full: nothing to list.
    const rebate = screen.getByTestId('promotion-DAILY_REBATE');
    expect(within(rebate).queryByTestId('promotion-weights')).toBeNull();

    i18n.changeLanguage('bn');
    const bengali = await within(card).findByRole('list', {
      name: 'উত্তোলনের আগের বাজিতে প্রতিটি খেলা কতটা গণ্য হয়',
    });
    expect(
      within(bengali)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['স্পোর্টস: গণ্য হয় না', 'লাইভ ক্যাসিনো: ১০%', 'স্লট: ১০০%', 'অন্য সব খেলা: ৫০%']);
  });

  it('sets out the terms of a reload, a sign-up bonus and a fixed reward', async () => {
    mockApi({
      'GET /wps/loyalty/promotions': () => ({
        value: [reload, registration, { ...daily, endsAt: '2026-12-31T12:00:00' }],
      }),
    });
    renderWithApp(<PromotionsView />, { url: '/promotions' });
    const reloadCard = await screen.findByTestId('promotion-WEEKLY_RELOAD');
    expect(reloadCard).toHaveTextContent(
      '10% of a deposit, up to 1,000.00, from a deposit of 500.00.',
    );
    expect(reloadCard).toHaveTextContent('Once a week.');
    expect(
      within(within(reloadCard).getByRole('list', { name: 'Bonus by deposit' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Deposit from 2,000.0015%', 'Deposit from 5,000.0020%']);

    const signUp = screen.getByTestId('promotion-REGISTRATION_SMS');
    expect(signUp).toHaveTextContent('Sign-up bonus');
    expect(signUp).toHaveTextContent('A prize of up to 131,000.00, drawn when you claim it.');
    expect(
      within(within(signUp).getByRole('list', { name: 'Prizes and their chances' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      '31.0090% chance',
      '131.009.5% chance',
      '1,310.000.49% chance',
      '131,000.000.01% chance',
    ]);
    expect(signUp).toHaveTextContent('Once per member.');
    expect(signUp).toHaveTextContent('Bet 20 times what you receive before a withdrawal.');

    const gift = screen.getByTestId('promotion-DAILY_GIFT');
    expect(gift).toHaveTextContent('Receive 10.00.');
    expect(gift).toHaveTextContent('Once a day.');
    expect(gift).toHaveTextContent('Ends Dec 31, 2026.');
    // Visitors are asked to sign up for what members claim.
    expect(within(gift).getByTestId('promotion-take')).toHaveAttribute('href', '/register');
  });

  it('gives the days to complete the wagering in the page’s words and digits', async () => {
    mockApi({
      'GET /wps/loyalty/promotions': () => ({
        value: [{ ...list[0]!, expiryDays: 14 }, { ...daily, expiryDays: 1 }, list[1]!],
      }),
    });
    renderWithApp(<PromotionsView />, { url: '/promotions' });
    const welcome = await screen.findByTestId('promotion-FIRST_DEPOSIT_70');
    const facts = within(welcome)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    // Right after the wagering it is about.
    expect(facts.slice(-2)).toEqual([
      'Bet 10 times the deposit and bonus together before a withdrawal.',
      'Complete the wagering within 14 days.',
    ]);
    expect(screen.getByTestId('promotion-DAILY_GIFT')).toHaveTextContent(
      'Complete the wagering within 1 day.',
    );
    // Without a deadline (a rebate never has one): no such line.
    expect(screen.getByTestId('promotion-DAILY_REBATE')).not.toHaveTextContent(
      'Complete the wagering',
    );

    i18n.changeLanguage('bn');
    expect(
      await within(welcome).findByText('১৪ দিনের মধ্যে বাজির শর্ত পূরণ করুন।'),
    ).toBeInTheDocument();
  });

  it('shows the operator’s banner on a promotion that has one, sized before it loads', async () => {
    mockApi({
      'GET /wps/loyalty/promotions': () => ({
        value: [{ ...list[0]!, bannerUrl: '/wps/content/images/welcome.webp' }, list[1]!],
      }),
    });
    renderWithApp(<PromotionsView />, { url: '/promotions' });
    const welcome = await screen.findByTestId('promotion-FIRST_DEPOSIT_70');
    const banner = within(welcome).getByRole('img', { name: '70% first-deposit bonus' });
    expect(banner).toHaveAttribute('src', '/wps/content/images/welcome.webp');
    expect(banner).toHaveAttribute('loading', 'lazy');
    expect(banner).toHaveAttribute('width', '640');
    expect(banner).toHaveAttribute('height', '320');
    // First in the card, above its title.
    expect(welcome.firstElementChild).toBe(banner);
    // Without one, the card is as before: no picture.
    const rebate = screen.getByTestId('promotion-DAILY_REBATE');
    expect(within(rebate).queryByRole('img')).toBeNull();
    expect(within(rebate).queryByTestId('promotion-banner')).toBeNull();
  });

  it('claims a reward: a network retry reuses the request id, then it shows what was paid', async () => {
    signIn();
    let attempts = 0;
    let state: PublicPromotion['state'] = 'OPEN';
    const api = mockApi({
      'GET /wps/loyalty/promotions': () => ({ value: [{ ...daily, state }] }),
      'GET /wps/member/info': () => ({ value: { currencySymbol: '৳' } }),
      'POST /wps/loyalty/promotions/7/claim': () => {
        attempts += 1;
        if (attempts === 1) throw new TypeError('Failed to fetch');
        state = 'CLAIMED';
        return { value: { grantId: 41, amount: '10.00', wageringRequired: '10.00' } };
      },
    });
    renderWithApp(<PromotionsView />, { url: '/promotions' });
    const card = await screen.findByTestId('promotion-DAILY_GIFT');
    await userEvent.click(within(card).getByTestId('promotion-claim'));
    expect(await within(card).findByTestId('claim-error')).toHaveTextContent(
      'Network link is abnormal, please try again.',
    );
    await userEvent.click(within(card).getByTestId('promotion-claim'));
    const paid = await within(card).findByTestId('claim-paid');
    expect(paid).toHaveTextContent('Reward claimed');
    expect(paid).toHaveTextContent('Daily gift: ৳ 10.00 is in your main wallet.');
    expect(paid).toHaveTextContent('Bet ৳ 10.00 before you withdraw it.');

    const [first, second] = api.calls('POST /wps/loyalty/promotions/7/claim');
    expect(first?.body).toEqual({ requestId: expect.stringMatching(/^[0-9a-f]{32}$/) });
    expect(second?.body).toEqual(first?.body);
    // The page reads the new state: claimed, and no second Claim button.
    await waitFor(() =>
      expect(within(card).getByTestId('promotion-state')).toHaveTextContent('Claimed'),
    );
    expect(within(card).queryByTestId('promotion-claim')).toBeNull();
    expect(within(card).getByTestId('claim-paid')).toBeVisible();
  });

  it('shows the server’s refusal of a claim, and a new attempt gets a new request id', async () => {
    signIn();
    const api = mockApi({
      'GET /wps/loyalty/promotions': () => ({ value: [{ ...daily, state: 'OPEN' }] }),
      'GET /wps/member/info': () => ({ value: {} }),
      'POST /wps/loyalty/promotions/7/claim': () => ({
        code: 'LOYALTY_PROMOTION_NOT_ELIGIBLE',
        status: 409,
      }),
    });
    renderWithApp(<PromotionsView />, { url: '/promotions' });
    const card = await screen.findByTestId('promotion-DAILY_GIFT');
    await userEvent.click(within(card).getByTestId('promotion-claim'));
    // The envelope's message is the server's translation.
    expect(await within(card).findByTestId('claim-error')).toHaveTextContent('server text');
    await userEvent.click(within(card).getByTestId('promotion-claim'));
    await waitFor(() => expect(api.calls('POST /wps/loyalty/promotions/7/claim')).toHaveLength(2));
    const [first, second] = api.calls('POST /wps/loyalty/promotions/7/claim');
    expect(second?.body).not.toEqual(first?.body);
  });
});

describe('applying for a promotion', () => {
  it('keeps its rules equal to the contracts', () => {
    expect(APPLICATION_COMMENT_MAX).toBe(APPLICATION_LIMITS.commentMax);
    expect(APPLICATION_MAX_IMAGES).toBe(APPLICATION_LIMITS.maxImages);
  });

  it('checks the comment and the images here, then sends them as multipart', async () => {
    signIn();
    let state: PublicPromotion['state'] = 'OPEN';
    const api = mockApi({
      'GET /wps/loyalty/promotions': () => ({ value: [{ ...share, state }] }),
      'GET /wps/member/info': () => ({ value: {} }),
      'POST /wps/loyalty/promotions/6/apply': () => {
        state = 'APPLYING';
        return { value: { id: 12 } };
      },
      'GET /wps/loyalty/applications': () => ({
        value: { list: [], total: 0, pageNo: 1, pageSize: 5 },
      }),
    });
    renderWithApp(<PromotionsView />, { url: '/promotions' });
    const card = await screen.findByTestId('promotion-SHARE_AND_WIN');
    await userEvent.click(within(card).getByTestId('promotion-apply'));
    const dialog = await screen.findByTestId('apply-dialog');
    expect(within(dialog).getByRole('heading')).toHaveTextContent('Apply: Share and win 50');

    // The comment is required here.
    await userEvent.click(within(dialog).getByTestId('apply-submit'));
    expect(within(dialog).getByText('Please write a comment.')).toBeVisible();

    // 141 characters are one too many: said at once, and nothing is sent.
    const comment = within(dialog).getByTestId('apply-comment');
    await userEvent.click(comment);
    await userEvent.paste('x'.repeat(141));
    expect(within(dialog).getByTestId('apply-counter')).toHaveTextContent('141 / 140');
    expect(within(dialog).getByText('Please write at most 140 characters.')).toBeVisible();
    await userEvent.click(within(dialog).getByTestId('apply-submit'));

    const input = within(dialog).getByTestId('apply-images-input');
    const gif = new File([new Uint8Array(10)], 'a.gif', { type: 'image/gif' });
    await userEvent.upload(input, gif, { applyAccept: false });
    expect(within(dialog).getByText('a.gif is not a PNG or JPG image.')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove a.gif' }));
    const shots = ['a.png', 'b.jpg', 'c.png', 'd.png'].map(
      (name) => new File([new Uint8Array(100)], name, { type: 'image/png' }),
    );
    await userEvent.upload(input, shots);
    expect(within(dialog).getByText('You can add at most 3 images.')).toBeVisible();
    await userEvent.click(within(dialog).getByTestId('apply-submit'));
    expect(api.calls('POST /wps/loyalty/promotions/6/apply')).toHaveLength(0);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove d.png' }));
    await userEvent.clear(comment);
    await userEvent.type(comment, '  https://example.com/post/1  ');
    expect(within(dialog).getByTestId('apply-counter')).toHaveTextContent('26 / 140');
    await userEvent.click(within(dialog).getByTestId('apply-submit'));
    expect(await within(dialog).findByTestId('apply-done')).toHaveTextContent(
      'The site reviews it.',
    );
    const sent = api.calls('POST /wps/loyalty/promotions/6/apply')[0]!.body as FormData;
    expect(sent.get('comment')).toBe('https://example.com/post/1');
    expect(sent.getAll('image').map((f) => (f as File).name)).toEqual(['a.png', 'b.jpg', 'c.png']);
    // The card reads its new state.
    await waitFor(() =>
      expect(within(card).getByTestId('promotion-state')).toHaveTextContent('Applying'),
    );
    expect(within(card).queryByTestId('promotion-apply')).toBeNull();
  }, 20_000);

  it('asks for no images when the promotion takes none, and shows a refusal', async () => {
    signIn();
    const api = mockApi({
      'GET /wps/loyalty/promotions': () => ({
        value: [
          {
            ...share,
            state: 'REJECTED',
            application: { comment: 'OPTIONAL', images: 'NONE' },
          },
        ],
      }),
      'GET /wps/member/info': () => ({ value: {} }),
      'POST /wps/loyalty/promotions/6/apply': () => ({
        code: 'LOYALTY_ALREADY_APPLIED',
        status: 409,
      }),
    });
    renderWithApp(<PromotionsView />, { url: '/promotions' });
    const card = await screen.findByTestId('promotion-SHARE_AND_WIN');
    await userEvent.click(within(card).getByTestId('promotion-apply'));
    const dialog = await screen.findByTestId('apply-dialog');
    expect(within(dialog).queryByTestId('apply-images')).toBeNull();
    // An optional comment may stay empty.
    await userEvent.click(within(dialog).getByTestId('apply-submit'));
    expect(await within(dialog).findByTestId('apply-error')).toHaveTextContent('server text');
    const sent = api.calls('POST /wps/loyalty/promotions/6/apply')[0]!.body as FormData;
    expect(sent.get('comment')).toBe('');
    expect(sent.getAll('image')).toEqual([]);
  });
});
