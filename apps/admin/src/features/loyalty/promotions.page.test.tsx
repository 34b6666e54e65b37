import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { PaymentMethod } from '@portal/contracts/admin-wallet';
import {
  AdminPromotionCreateSchema,
  AdminPromotionUpdateSchema,
  ArtworkSetSchema,
  type AdminPromotion,
  type AdminPromotionUpdate,
} from '@portal/contracts/loyalty';
import { useUiStore } from '../../lib/ui-store.ts';
import { mockApi, renderWithApp } from '../../testing/render.tsx';
import { ok, refusal, signInWith } from '../../testing/session.ts';
import PromotionsPage from './promotions.page.tsx';

beforeEach(() => useUiStore.getState().setLanguage('EN'));

const base = {
  status: 'ACTIVE' as const,
  limits: {
    samePhone: false,
    samePayeeName: false,
    sameRegisterIp: false,
    samePayeeAccount: false,
    windowDays: 90,
  },
  percentBp: 0,
  minDeposit: '0.00',
  startsAt: '2026-11-01T00:00:00.000Z',
  endsAt: null,
  runs: [],
  eligibility: { newMemberDays: null, vipMin: 0, vipMax: null, methods: [], channel: null },
  application: null,
  weights: {},
  expiryDays: null,
  bannerImageId: null,
  bannerUrl: null,
  applying: 0,
};
const rebate: AdminPromotion = {
  ...base,
  id: 2,
  code: 'DAILY_REBATE',
  kind: 'REBATE',
  period: 'DAY',
  cap: '5000.00',
  minPayout: '1.00',
  wageringCenti: 100,
  texts: {
    EN: { title: 'Daily rebate', terms: 'Every day.' },
    BN: { title: 'দৈনিক রিবেট', terms: '' },
  },
  tiers: [
    { vipLevel: 0, category: '*', threshold: '0.00', rateBp: 50 },
    { vipLevel: 0, category: 'RNG', threshold: '0.00', rateBp: 80 },
    { vipLevel: 3, category: '*', threshold: '0.00', rateBp: 70 },
  ],
  runs: [
    {
      periodKey: '2026-11-26',
      members: 1204,
      total: '18250.40',
      finishedAt: '2026-11-26T18:30:00.000Z',
    },
  ],
};
const cashBack: AdminPromotion = {
  ...base,
  id: 3,
  code: 'WEEKLY_CASHBACK',
  kind: 'CASHBACK',
  period: 'WEEK',
  cap: '20000.00',
  minPayout: '10.00',
  wageringCenti: 100,
  texts: { EN: { title: 'Weekly cash back', terms: '' } },
  tiers: [
    { vipLevel: 0, category: '*', threshold: '500.00', rateBp: 500 },
    { vipLevel: 0, category: '*', threshold: '5000.00', rateBp: 800 },
  ],
};

const welcome: AdminPromotion = {
  ...base,
  id: 1,
  code: 'FIRST_DEPOSIT_70',
  kind: 'FIRST_DEPOSIT',
  period: null,
  percentBp: 7000,
  cap: '7000.00',
  minDeposit: '200.00',
  minPayout: '0.00',
  wageringCenti: 1000,
  texts: { EN: { title: '70% first-deposit bonus', terms: '' } },
  tiers: [],
  limits: { ...base.limits, samePhone: true, samePayeeName: true, samePayeeAccount: true },
};

type Reply = { status?: number; body: unknown };

const methods = [
  { code: 'BKASH', nameEn: 'bKash', nameBn: 'বিকাশ' },
  { code: 'NAGAD', nameEn: 'Nagad', nameBn: 'নগদ' },
] as PaymentMethod[];

const fixed: AdminPromotion = {
  ...base,
  id: 4,
  code: 'SHARE_REWARD',
  kind: 'FIXED',
  period: 'ONCE',
  cap: '100.00',
  minPayout: '0.00',
  wageringCenti: 300,
  texts: { EN: { title: 'Share and win ৳100', terms: '' } },
  tiers: [],
  application: null,
  applying: 2,
};

function serve(
  routes: Record<string, (body: unknown) => Reply> = {},
  list: AdminPromotion[] = [welcome, rebate, cashBack],
) {
  return mockApi({
    'GET /wps/admin/loyalty/promotions': () => ok(list),
    'GET /wps/admin/wallet/payment-methods': () => ok(methods),
    'PUT /wps/admin/loyalty/promotions/1': (body) => ok({ ...welcome, ...(body as object) }),
    'PUT /wps/admin/loyalty/promotions/2': (body) => {
      const b = body as AdminPromotionUpdate;
      return ok({
        ...rebate,
        cap: `${b.cap}.00`,
        tiers: b.tiers.map((t) => ({ ...t, threshold: '0.00' })),
      });
    },
    ...routes,
  });
}

/** What the builder sent, checked against the contract the server reads it with. */
const posted = (calls: ReturnType<typeof mockApi>) =>
  calls
    .filter((c) => c.method === 'POST' && c.path === '/wps/admin/loyalty/promotions')
    .map((c) => AdminPromotionCreateSchema.parse(c.body));

/** A created promotion as the server answers it. */
const createdFrom = (body: unknown): AdminPromotion => {
  const b = AdminPromotionCreateSchema.parse(body);
  return {
    ...base,
    ...b,
    id: 9,
    cap: `${b.cap}.00`,
    minDeposit: '0.00',
    minPayout: '0.00',
    eligibility: b.eligibility ?? base.eligibility,
    application: b.application ?? null,
    weights: b.weights ?? {},
    expiryDays: b.expiryDays ?? null,
    startsAt: b.startsAt ?? base.startsAt,
    endsAt: b.endsAt ?? null,
    tiers: b.tiers.map((t) => ({ ...t, threshold: `${t.threshold}.00` })),
  };
};

/**
 * The builder tests type a whole promotion key by key (every keystroke re-renders the form and its
 * preview): on a loaded 2-core machine they take 5–12 s, more than vitest's 5 s default.
 */
const FORM_FLOW_MS = 30_000;

describe('promotions', () => {
  it('shows each promotion with its rates, settled periods and a preview by the paying formula', async () => {
    signInWith(['loyalty.read', 'loyalty.configure'], { role: 'owner' });
    serve();
    renderWithApp(<PromotionsPage />);
    const card = await screen.findByTestId('promotion-DAILY_REBATE');
    expect(
      within(card).getByText('Rebate on valid bets · paid daily · DAILY_REBATE'),
    ).toBeVisible();
    expect(within(card).getByTestId('promotion-runs')).toHaveTextContent(
      '2026-11-261,20418,250.40',
    );
    // 10,000 of slots at 0.8% pays 80; the cap of 50 would pay 50.
    expect(within(card).getByTestId('preview-result')).toHaveTextContent('Pays 80.00');
    await userEvent.clear(within(card).getByTestId('promotion-cap'));
    await userEvent.type(within(card).getByTestId('promotion-cap'), '50');
    expect(within(card).getByTestId('preview-result')).toHaveTextContent('Pays 50.00');
    const bands = screen.getByTestId('promotion-WEEKLY_CASHBACK');
    // A net loss of 10,000 is in the 8% band: 800.
    expect(within(bands).getByTestId('preview-result')).toHaveTextContent('Pays 800.00');
    // Rebate and cash back have no game weights; the first-deposit bonus has, none set yet.
    expect(within(card).queryByTestId('promotion-weights')).toBeNull();
    expect(within(bands).queryByTestId('preview-weights')).toBeNull();
    const welcome = screen.getByTestId('promotion-FIRST_DEPOSIT_70');
    expect(within(welcome).getByTestId('promotion-weights')).toBeVisible();
    expect(within(welcome).getByTestId('preview-weights')).toHaveTextContent(
      'Every bet counts in full toward the wagering.',
    );
  });

  it('saves changed rates as basis points and refuses a bad rate before sending', async () => {
    signInWith(['loyalty.read', 'loyalty.configure'], { role: 'finance' });
    const calls = serve();
    renderWithApp(<PromotionsPage />);
    const card = await screen.findByTestId('promotion-DAILY_REBATE');
    const rate = within(card).getByLabelText('Rate 2 (%)');
    await userEvent.clear(rate);
    await userEvent.type(rate, '0.755');
    await userEvent.click(within(card).getByTestId('promotion-save'));
    expect(within(card).getByText(/Enter a percentage from 0.01/)).toBeVisible();
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([]);

    await userEvent.clear(rate);
    await userEvent.type(rate, '1.25');
    await userEvent.click(within(card).getByTestId('rate-add'));
    // The new line is for every member; Gold's line (from VIP level 3) is kept as it was.
    expect(within(card).getByLabelText('Members (line 3)')).toHaveValue('3');
    await userEvent.selectOptions(within(card).getByLabelText('Game type 4'), 'FISH');
    await userEvent.type(within(card).getByLabelText('Rate 4 (%)'), '1');
    await userEvent.click(within(card).getByTestId('promotion-save'));
    await waitFor(() => expect(within(card).getByRole('status')).toHaveTextContent('Terms saved.'));
    const put = calls.find((c) => c.method === 'PUT')!;
    expect(put.body).toMatchObject({
      status: 'ACTIVE',
      cap: '5000',
      minPayout: '1',
      wageringCenti: 100,
      tiers: [
        { vipLevel: 0, category: '*', threshold: '0', rateBp: 50 },
        { vipLevel: 0, category: 'RNG', threshold: '0', rateBp: 125 },
        { vipLevel: 3, category: '*', threshold: '0', rateBp: 70 },
        { vipLevel: 0, category: 'FISH', threshold: '0', rateBp: 100 },
      ],
    });
  });

  it('changes the one-per-person checks of the first-deposit bonus', async () => {
    signInWith(['loyalty.read', 'loyalty.configure'], { role: 'owner' });
    const calls = serve();
    renderWithApp(<PromotionsPage />);
    const card = await screen.findByTestId('promotion-FIRST_DEPOSIT_70');
    // 10,000 deposited at 70% pays the cap, 7,000.
    expect(within(card).getByTestId('preview-result')).toHaveTextContent('Pays 7,000.00');
    const limits = within(card).getByTestId('promotion-limits');
    await userEvent.click(
      within(limits).getByLabelText('Same payee name (ignoring case and spaces)'),
    );
    const days = within(limits).getByLabelText('Window (days)');
    await userEvent.clear(days);
    await userEvent.type(days, '30');
    await userEvent.click(within(card).getByTestId('promotion-save'));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')!.body).toMatchObject({
      percentBp: 7000,
      minDeposit: '200',
      wageringCenti: 1000,
      tiers: [],
      limits: {
        samePhone: true,
        samePayeeName: false,
        sameRegisterIp: false,
        samePayeeAccount: true,
        windowDays: 30,
      },
    });
  });

  it('lets support read the terms without changing them', async () => {
    signInWith(['loyalty.read'], { role: 'support' });
    serve();
    renderWithApp(<PromotionsPage />);
    const card = await screen.findByTestId('promotion-DAILY_REBATE');
    expect(within(card).getByTestId('promotion-cap')).toBeDisabled();
    expect(within(card).queryByTestId('promotion-save')).toBeNull();
  });

  it(
    'builds a reload bonus with deposit bands, previewing the bonus and its wagering',
    async () => {
      signInWith(['loyalty.read', 'loyalty.configure', 'wallet.read'], { role: 'owner' });
      const calls = serve({
        'POST /wps/admin/loyalty/promotions': (body) => ok(createdFrom(body)),
      });
      renderWithApp(<PromotionsPage />);
      await userEvent.click(await screen.findByTestId('promotion-new'));
      const builder = screen.getByTestId('promotion-builder');
      const field = (label: string) => within(builder).getByLabelText(label);

      // Nothing is sent until the terms read.
      await userEvent.click(within(builder).getByTestId('promotion-save'));
      expect(within(builder).getByRole('alert')).toHaveTextContent('Some terms need attention');
      expect(within(builder).getByText('Enter 3–40 capital letters, digits or _.')).toBeVisible();
      expect(posted(calls)).toEqual([]);

      await userEvent.type(field('Code'), 'reload_weekend');
      expect(field('Code')).toHaveValue('RELOAD_WEEKEND');
      await userEvent.selectOptions(field('Kind'), 'RELOAD');
      const periods = within(field('How often a member gets it')).getAllByRole('option');
      expect(periods.map((o) => o.textContent)).toEqual([
        'Once',
        'Once a day',
        'Once a week (Monday to Sunday)',
      ]);
      await userEvent.selectOptions(field('How often a member gets it'), 'WEEK');
      await userEvent.type(field('Share of the deposit (%)'), '10');
      await userEvent.type(field('Most one bonus pays'), '5000');
      await userEvent.clear(field('Smallest deposit that qualifies'));
      await userEvent.type(field('Smallest deposit that qualifies'), '500');
      await userEvent.clear(field('Wagering: times (deposit + bonus)'));
      await userEvent.type(field('Wagering: times (deposit + bonus)'), '5');
      // Without bands, a deposit of 10,000 at 10% pays 1,000; wagering (10,000 + 1,000) × 5.
      const preview = within(builder).getByTestId('promotion-preview');
      expect(within(preview).getByTestId('preview-result')).toHaveTextContent('Pays 1,000.00');
      expect(within(preview).getByTestId('preview-wagering')).toHaveTextContent(
        'Wagering: bets of 55,000.00',
      );

      await userEvent.click(within(builder).getByTestId('rate-add'));
      await userEvent.type(field('Deposit from (band 1)'), '10000');
      await userEvent.type(field('Rate 1 (%)'), '15');
      await userEvent.click(within(builder).getByTestId('rate-add'));
      await userEvent.type(field('Deposit from (band 2)'), '50000');
      await userEvent.type(field('Rate 2 (%)'), '20');
      // 10,000 reaches band 1: 15% = 1,500; wagering (10,000 + 1,500) × 5 = 57,500.
      expect(within(preview).getByTestId('preview-result')).toHaveTextContent('Pays 1,500.00');
      expect(within(preview).getByTestId('preview-wagering')).toHaveTextContent(
        'Wagering: bets of 57,500.00',
      );
      const sample = within(preview).getByTestId('preview-amount');
      await userEvent.clear(sample);
      await userEvent.type(sample, '60000');
      // Band 2: 20% of 60,000 is 12,000, over the cap: 5,000; wagering 65,000 × 5.
      expect(within(preview).getByTestId('preview-result')).toHaveTextContent('Pays 5,000.00');
      expect(within(preview).getByTestId('preview-wagering')).toHaveTextContent(
        'Wagering: bets of 325,000.00',
      );
      await userEvent.clear(sample);
      await userEvent.type(sample, '300');
      expect(within(preview).getByTestId('preview-result')).toHaveTextContent(
        'Below the smallest deposit that qualifies: no bonus.',
      );
      expect(within(preview).queryByTestId('preview-wagering')).toBeNull();

      await userEvent.click(within(builder).getByLabelText('bKash (BKASH)'));
      await userEvent.selectOptions(field('Lowest VIP level'), '1');
      fireEvent.change(field('Starts'), { target: { value: '2026-12-01T10:00' } });
      await userEvent.type(field('Title (English)'), 'Weekend reload');
      await userEvent.click(within(builder).getByTestId('promotion-save'));

      expect(await screen.findByTestId('promotion-created')).toHaveTextContent(
        'Promotion RELOAD_WEEKEND created.',
      );
      expect(screen.queryByTestId('promotion-builder')).toBeNull();
      const [body] = posted(calls);
      expect(body).toMatchObject({
        code: 'RELOAD_WEEKEND',
        kind: 'RELOAD',
        period: 'WEEK',
        status: 'ACTIVE',
        percentBp: 1000,
        cap: '5000',
        minDeposit: '500',
        wageringCenti: 500,
        texts: { EN: { title: 'Weekend reload', terms: '' } },
        eligibility: {
          newMemberDays: null,
          vipMin: 1,
          vipMax: null,
          methods: ['BKASH'],
          channel: null,
        },
        application: null,
        // No weight typed: every bet counts in full.
        weights: {},
        tiers: [
          { vipLevel: 0, category: '*', threshold: '10000', rateBp: 1500 },
          { vipLevel: 0, category: '*', threshold: '50000', rateBp: 2000 },
        ],
      });
      // The start goes as an instant with the operator's offset; no end was typed.
      expect(body!.startsAt).toMatch(/^2026-12-01T10:00:00[+-]\d{2}:\d{2}$/);
      expect(Date.parse(body!.startsAt!)).toBe(new Date('2026-12-01T10:00').getTime());
      expect(body).not.toHaveProperty('endsAt');
      // The list is read again, so the new promotion shows with the others.
      const reads = () =>
        calls.filter((c) => c.method === 'GET' && c.path === '/wps/admin/loyalty/promotions');
      await waitFor(() => expect(reads()).toHaveLength(2));
    },
    FORM_FLOW_MS,
  );

  it(
    "builds a registration bonus's prizes with each prize's chance and the expected cost",
    async () => {
      signInWith(['loyalty.read', 'loyalty.configure'], { role: 'finance' });
      const calls = serve({
        'POST /wps/admin/loyalty/promotions': (body) => ok(createdFrom(body)),
      });
      renderWithApp(<PromotionsPage />);
      await userEvent.click(await screen.findByTestId('promotion-new'));
      const builder = screen.getByTestId('promotion-builder');
      const field = (label: string) => within(builder).getByLabelText(label);
      await userEvent.type(field('Code'), 'SIGNUP_DRAW');
      await userEvent.selectOptions(field('Kind'), 'REGISTRATION');
      expect(
        within(field('How often a member gets it'))
          .getAllByRole('option')
          .map((o) => (o as HTMLOptionElement).value),
      ).toEqual(['ONCE']);
      // A registration bonus has no deposit share; its cap is the top prize.
      expect(within(builder).queryByLabelText('Share of the deposit (%)')).toBeNull();
      await userEvent.type(field('Top prize'), '500');
      await userEvent.type(field('Prize 1'), '10');
      await userEvent.type(field('Weight of prize 1'), '7000');
      await userEvent.click(within(builder).getByRole('button', { name: 'Add a prize' }));
      await userEvent.type(field('Prize 2'), '100');
      await userEvent.type(field('Weight of prize 2'), '2500');
      await userEvent.click(within(builder).getByRole('button', { name: 'Add a prize' }));
      await userEvent.type(field('Prize 3'), '600');
      await userEvent.type(field('Weight of prize 3'), '500');

      expect(within(builder).getByText('Chance 70%')).toBeVisible();
      expect(within(builder).getByText('Chance 25%')).toBeVisible();
      expect(within(builder).getByText('Chance 5%')).toBeVisible();
      const preview = within(builder).getByTestId('promotion-preview');
      const rows = within(within(preview).getByTestId('preview-prizes')).getAllByRole('row');
      expect(rows.slice(1).map((r) => r.textContent)).toEqual([
        '10.0070%',
        '100.0025%',
        '600.005%',
      ]);
      // (10 × 7000 + 100 × 2500 + 600 × 500) ÷ 10000 = 62.
      expect(within(preview).getByTestId('preview-result')).toHaveTextContent(
        'Expected cost per member: 62.00',
      );

      await userEvent.type(field('Title (English)'), 'Welcome draw');
      await userEvent.click(within(builder).getByTestId('promotion-save'));
      expect(within(builder).getByText('A prize may not be above the top prize.')).toBeVisible();
      expect(posted(calls)).toEqual([]);
      await userEvent.clear(field('Prize 3'));
      await userEvent.type(field('Prize 3'), '500');
      // (70,000 + 250,000 + 250,000) ÷ 10,000 = 57.
      expect(within(preview).getByTestId('preview-result')).toHaveTextContent(
        'Expected cost per member: 57.00',
      );
      await userEvent.selectOptions(field('Registration channel'), 'SMS');
      await userEvent.click(within(builder).getByLabelText('Same phone number'));
      await userEvent.click(within(builder).getByTestId('promotion-save'));
      await screen.findByTestId('promotion-created');
      expect(posted(calls)[0]).toMatchObject({
        code: 'SIGNUP_DRAW',
        kind: 'REGISTRATION',
        period: 'ONCE',
        percentBp: 0,
        cap: '500',
        eligibility: { channel: 'SMS', methods: [] },
        limits: { samePhone: true, windowDays: 90 },
        tiers: [
          { vipLevel: 0, category: '*', threshold: '10', rateBp: 7000 },
          { vipLevel: 0, category: '*', threshold: '100', rateBp: 2500 },
          { vipLevel: 0, category: '*', threshold: '500', rateBp: 500 },
        ],
      });
    },
    FORM_FLOW_MS,
  );

  it('shows what the server refused, in its words and by field', async () => {
    signInWith(['loyalty.read', 'loyalty.configure'], { role: 'owner' });
    let answer: Reply = refusal(
      409,
      'LOYALTY_PROMOTION_CODE_TAKEN',
      'Another promotion of this site already has this code.',
    );
    serve({
      'POST /wps/admin/loyalty/promotions': () => answer,
      'PUT /wps/admin/loyalty/promotions/3': () =>
        refusal(
          400,
          'LOYALTY_PROMOTION_RATES_INVALID',
          'These rates do not fit this promotion: a rebate needs one rate per game type (and none for a first-deposit bonus), a cash back one rate per loss band.',
        ),
    });
    renderWithApp(<PromotionsPage />);
    await userEvent.click(await screen.findByTestId('promotion-new'));
    const builder = screen.getByTestId('promotion-builder');
    const field = (label: string) => within(builder).getByLabelText(label);
    await userEvent.type(field('Code'), 'FIRST_DEPOSIT_70');
    await userEvent.type(field('Share of the deposit (%)'), '70');
    await userEvent.type(field('Most one bonus pays'), '7000');
    await userEvent.type(field('Title (English)'), 'Again');
    await userEvent.click(within(builder).getByTestId('promotion-save'));
    expect(await within(builder).findByRole('alert')).toHaveTextContent(
      'Another promotion of this site already has this code.',
    );

    answer = {
      status: 400,
      body: {
        success: false,
        code: 'VALIDATION_FAILED',
        message: 'Some fields are not valid.',
        details: [{ path: 'body.endsAt', message: 'the end must be after the start' }],
      },
    };
    await userEvent.click(within(builder).getByTestId('promotion-save'));
    expect(await within(builder).findByTestId('promotion-server-details')).toHaveTextContent(
      'Ends: the end must be after the start',
    );

    const cashBackCard = screen.getByTestId('promotion-WEEKLY_CASHBACK');
    await userEvent.click(within(cashBackCard).getByTestId('promotion-save'));
    expect(await within(cashBackCard).findByRole('alert')).toHaveTextContent(
      'These rates do not fit this promotion',
    );
  });

  it('edits a fixed reward: its application form, end and who may take it', async () => {
    signInWith(['loyalty.read', 'loyalty.configure'], { role: 'owner' });
    const calls = serve(
      {
        'PUT /wps/admin/loyalty/promotions/4': (body) =>
          ok({ ...fixed, ...AdminPromotionUpdateSchema.parse(body), cap: '100.00' }),
      },
      [fixed],
    );
    renderWithApp(<PromotionsPage />);
    const card = await screen.findByTestId('promotion-SHARE_REWARD');
    expect(within(card).getByText('Fixed reward · once per member · SHARE_REWARD')).toBeVisible();
    expect(within(card).getByTestId('promotion-waiting')).toHaveTextContent('2 waiting');
    expect(within(card).getByTestId('promotion-waiting')).toHaveAttribute(
      'href',
      '/loyalty/applications?promotionId=4',
    );
    // A fixed reward pays its amount; the wagering is the amount × 3.
    expect(within(card).getByTestId('preview-result')).toHaveTextContent('Pays 100.00');
    expect(within(card).getByTestId('preview-wagering')).toHaveTextContent(
      'Wagering: bets of 300.00',
    );
    // No rate lines, no deposit terms, no one-per-person checks for a fixed reward.
    expect(within(card).queryByTestId('rates-editor')).toBeNull();
    expect(within(card).queryByLabelText('Smallest deposit that qualifies')).toBeNull();
    expect(within(card).queryByTestId('promotion-limits')).toBeNull();

    await userEvent.selectOptions(within(card).getByLabelText('How members take it'), 'APPLY');
    await userEvent.selectOptions(within(card).getByLabelText('Images'), 'REQUIRED');
    await userEvent.type(
      within(card).getByLabelText('New members only: registered within (days)'),
      '30',
    );
    await userEvent.selectOptions(within(card).getByLabelText('Lowest VIP level'), '3');
    await userEvent.selectOptions(within(card).getByLabelText('Highest VIP level'), '2');
    fireEvent.change(within(card).getByLabelText('Ends'), {
      target: { value: '2026-12-31T23:30' },
    });
    await userEvent.click(within(card).getByTestId('promotion-save'));
    expect(within(card).getByText('The highest level must not be below the lowest.')).toBeVisible();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);

    await userEvent.selectOptions(within(card).getByLabelText('Highest VIP level'), '');
    await userEvent.click(within(card).getByTestId('promotion-save'));
    await waitFor(() => expect(within(card).getByRole('status')).toHaveTextContent('Terms saved.'));
    const put = AdminPromotionUpdateSchema.parse(calls.find((c) => c.method === 'PUT')!.body);
    expect(put).toMatchObject({
      cap: '100',
      tiers: [],
      application: { comment: 'OPTIONAL', images: 'REQUIRED' },
      eligibility: { newMemberDays: 30, vipMin: 3, vipMax: null, methods: [], channel: null },
    });
    // The start was not touched, so it is left as it is; the end goes with the offset.
    expect(put).not.toHaveProperty('startsAt');
    expect(Date.parse(put.endsAt!)).toBe(new Date('2026-12-31T23:30').getTime());
  });

  it("weights a fixed reward's wagering by game type, refusing a bad weight before sending", async () => {
    signInWith(['loyalty.read', 'loyalty.configure'], { role: 'owner' });
    const calls = serve(
      {
        'PUT /wps/admin/loyalty/promotions/4': (body) =>
          ok({ ...fixed, ...AdminPromotionUpdateSchema.parse(body), cap: '100.00' }),
      },
      [{ ...fixed, weights: { RNG: 100 } }],
    );
    renderWithApp(<PromotionsPage />);
    const card = await screen.findByTestId('promotion-SHARE_REWARD');
    const weights = within(card).getByTestId('promotion-weights');
    const field = (label: string) => within(weights).getByLabelText(label);
    // The saved weight shows; the other game types are empty (as every other game type).
    expect(field('Slots (%)')).toHaveValue('100');
    expect(field('Live casino (%)')).toHaveValue('');
    const preview = within(card).getByTestId('preview-weights');
    expect(
      within(preview)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Slots bets count 100%', 'Bets on every other game type count in full']);

    await userEvent.type(field('Live casino (%)'), '10');
    await userEvent.type(field('Sports (%)'), '0');
    await userEvent.type(field('Fishing (%)'), '150');
    await userEvent.type(field('Every other game type (%)'), '12.5');
    await userEvent.click(within(card).getByTestId('promotion-save'));
    expect(
      within(weights).getAllByText('Enter a whole percentage from 0 to 100, or leave it empty.'),
    ).toHaveLength(2);
    expect(field('Fishing (%)')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Live casino (%)')).not.toHaveAttribute('aria-invalid');
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);

    await userEvent.clear(field('Fishing (%)'));
    await userEvent.clear(field('Every other game type (%)'));
    await userEvent.type(field('Every other game type (%)'), '50');
    expect(
      within(preview)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Sports bets do not count',
      'Live casino bets count 10%',
      'Slots bets count 100%',
      'Bets on every other game type count 50%',
    ]);
    await userEvent.click(within(card).getByTestId('promotion-save'));
    await waitFor(() => expect(within(card).getByRole('status')).toHaveTextContent('Terms saved.'));
    const put = AdminPromotionUpdateSchema.parse(calls.find((c) => c.method === 'PUT')!.body);
    // Only the weights typed go: fishing, left empty, counts as every other game type.
    expect(put.weights).toEqual({ SPORTS: 0, LIVE: 10, RNG: 100, '*': 50 });
    // The saved answer shows again.
    expect(field('Every other game type (%)')).toHaveValue('50');
  });

  it('sets the days to complete a fixed reward’s wagering, previewed and sent; a rebate has none', async () => {
    signInWith(['loyalty.read', 'loyalty.configure'], { role: 'owner' });
    const calls = serve(
      {
        'PUT /wps/admin/loyalty/promotions/4': (body) =>
          ok({ ...fixed, ...AdminPromotionUpdateSchema.parse(body), cap: '100.00' }),
      },
      [fixed, rebate],
    );
    renderWithApp(<PromotionsPage />);
    const card = await screen.findByTestId('promotion-SHARE_REWARD');
    const days = within(card).getByLabelText('Days to complete the wagering');
    // No deadline saved: empty, and the preview says nothing of one.
    expect(days).toHaveValue('');
    expect(within(card).queryByTestId('preview-expiry')).toBeNull();

    await userEvent.type(days, '400');
    await userEvent.click(within(card).getByTestId('promotion-save'));
    expect(
      within(card).getByText('Enter whole days from 1 to 365, or leave it empty.'),
    ).toBeVisible();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);

    await userEvent.clear(days);
    await userEvent.type(days, '14');
    expect(within(card).getByTestId('preview-expiry')).toHaveTextContent(
      'Deadline: the wagering must be completed within 14 days of payment, or what is left of the bonus is taken back.',
    );
    await userEvent.click(within(card).getByTestId('promotion-save'));
    await waitFor(() => expect(within(card).getByRole('status')).toHaveTextContent('Terms saved.'));
    const put = AdminPromotionUpdateSchema.parse(calls.find((c) => c.method === 'PUT')!.body);
    expect(put.expiryDays).toBe(14);
    expect(days).toHaveValue('14');

    // The rebate is paid per period: no deadline to set.
    const daily = screen.getByTestId('promotion-DAILY_REBATE');
    expect(within(daily).queryByLabelText('Days to complete the wagering')).toBeNull();
  });

  it('lets content operators upload, set and remove a promotion’s banner', async () => {
    signInWith(['loyalty.read', 'content.read', 'content.write'], { role: 'content' });
    const current = '/wps/content/images/abc.webp';
    let list: AdminPromotion[] = [{ ...fixed, bannerImageId: 7, bannerUrl: current }, welcome];
    const setBanner = (id: number) => (body: unknown) => {
      const { imageId } = ArtworkSetSchema.parse(body);
      list = list.map((p) =>
        p.id === id
          ? {
              ...p,
              bannerImageId: imageId,
              bannerUrl: imageId === null ? null : '/wps/content/images/new.webp',
            }
          : p,
      );
      return ok(list.find((p) => p.id === id));
    };
    const calls = mockApi({
      'GET /wps/admin/loyalty/promotions': () => ok(list),
      [`GET ${current}`]: () => ({
        bytes: new Uint8Array([0x52, 0x49, 0x46, 0x46]),
        type: 'image/webp',
      }),
      'GET /wps/content/images/new.webp': () => ({
        bytes: new Uint8Array([0x52, 0x49, 0x46, 0x46]),
        type: 'image/webp',
      }),
      'POST /wps/admin/content/banner-images': () =>
        ok({ id: 55, url: '/wps/content/images/new.webp', width: 1200, height: 600, bytes: 4 }),
      'PUT /wps/admin/loyalty/promotions/1/banner': setBanner(1),
      'PUT /wps/admin/loyalty/promotions/4/banner': setBanner(4),
    });
    renderWithApp(<PromotionsPage />);

    // None yet: the upload sets the new picture at once.
    const welcomeBanner = within(
      await screen.findByTestId('promotion-FIRST_DEPOSIT_70'),
    ).getByTestId('promotion-banner');
    expect(welcomeBanner).toHaveTextContent('No picture.');
    const picture = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'welcome.png', {
      type: 'image/png',
    });
    await userEvent.upload(
      within(welcomeBanner).getByLabelText('Banner on the promotions page: Upload a picture'),
      picture,
    );
    expect(await within(welcomeBanner).findByText('Picture saved.')).toBeVisible();
    const upload = calls.find((c) => c.method === 'POST')!;
    expect(upload.path).toBe('/wps/admin/content/banner-images');
    expect((upload.body as FormData).get('file')).toBeInstanceOf(File);
    const puts = () => calls.filter((c) => c.method === 'PUT');
    expect(puts().map((c) => [c.path, c.body])).toEqual([
      ['/wps/admin/loyalty/promotions/1/banner', { imageId: 55 }],
    ]);
    expect(
      await within(welcomeBanner).findByAltText('70% first-deposit bonus'),
    ).toBeInTheDocument();

    // The saved banner shows; removing it sends no image.
    const shareBanner = within(screen.getByTestId('promotion-SHARE_REWARD')).getByTestId(
      'promotion-banner',
    );
    expect(await within(shareBanner).findByAltText('Share and win ৳100')).toBeInTheDocument();
    await userEvent.click(within(shareBanner).getByRole('button', { name: 'Remove the picture' }));
    expect(await within(shareBanner).findByText('Picture removed.')).toBeVisible();
    expect(puts().at(-1)).toMatchObject({
      path: '/wps/admin/loyalty/promotions/4/banner',
      body: { imageId: null },
    });
    await waitFor(() => expect(shareBanner).toHaveTextContent('No picture.'));
  });

  it('shows the server’s refusal of a banner, and no banner control without content.write', async () => {
    signInWith(['loyalty.read', 'content.write'], { role: 'content' });
    mockApi({
      'GET /wps/admin/loyalty/promotions': () => ok([welcome]),
      'POST /wps/admin/content/banner-images': () =>
        ok({ id: 56, url: '/wps/content/images/x.webp', width: 800, height: 400, bytes: 4 }),
      'PUT /wps/admin/loyalty/promotions/1/banner': () =>
        refusal(404, 'CONTENT_NOT_FOUND', 'That picture was not found.'),
    });
    const { unmount } = renderWithApp(<PromotionsPage />);
    const banner = await screen.findByTestId('promotion-banner');
    await userEvent.upload(
      within(banner).getByLabelText(/Upload a picture/),
      new File([new Uint8Array([1])], 'x.png', { type: 'image/png' }),
    );
    // Another site's image: the console says so in its own words for the code.
    expect(await within(banner).findByRole('alert')).toHaveTextContent(
      'This content was not found.',
    );
    expect(banner).toHaveTextContent('No picture.');
    unmount();

    // Finance sets the terms, not the site's pictures.
    signInWith(['loyalty.read', 'loyalty.configure'], { role: 'finance' });
    serve();
    renderWithApp(<PromotionsPage />);
    await screen.findByTestId('promotion-FIRST_DEPOSIT_70');
    expect(screen.queryByTestId('promotion-banner')).toBeNull();
    expect(screen.queryByText('Banner on the promotions page')).toBeNull();
  });
});
