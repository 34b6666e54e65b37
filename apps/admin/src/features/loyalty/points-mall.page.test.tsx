import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { PaymentMethod } from '@portal/contracts/admin-wallet';
import { ArtworkSetSchema } from '@portal/contracts/loyalty';
import {
  AdminMallItemInputSchema,
  PointsSettingsSchema,
  type AdminMallItem,
  type AdminMallItemInput,
  type AdminRedemption,
  type PointsSettings,
} from '@portal/contracts/points';
import { useUiStore } from '../../lib/ui-store.ts';
import { mockApi, renderWithApp } from '../../testing/render.tsx';
import { ok, refusal, signInWith } from '../../testing/session.ts';
import PointsMallPage from './points-mall.page.tsx';

beforeEach(() => useUiStore.getState().setLanguage('EN'));

const items: AdminMallItem[] = [
  {
    id: 1,
    texts: {
      EN: { name: '৳100 cash', description: 'Straight to the main wallet.' },
      BN: { name: '৳১০০ নগদ', description: '' },
    },
    status: 'ACTIVE',
    pricePoints: 1000,
    stock: null,
    perMemberLimit: 2,
    rewardKind: 'CASH',
    rewardAmount: '100.00',
    wageringCenti: 100,
    sort: 1,
    redeemed: 37,
    imageId: null,
    imageUrl: null,
  },
  {
    id: 2,
    // The languages the console does not edit are kept as they are.
    texts: {
      EN: { name: 'Club jersey', description: '' },
      HI: { name: 'क्लब जर्सी', description: '' },
    },
    status: 'HIDDEN',
    pricePoints: 20000,
    stock: 4,
    perMemberLimit: null,
    rewardKind: 'GOODS',
    rewardAmount: null,
    wageringCenti: 0,
    sort: 2,
    redeemed: 8,
    imageId: null,
    imageUrl: null,
  },
];

const redemption = (id: number, extra: Partial<AdminRedemption> = {}): AdminRedemption => ({
  id,
  itemId: 1,
  itemName: '৳100 cash',
  rewardKind: 'CASH',
  points: 1000,
  status: 'IN_PROCESS',
  reason: null,
  createdAt: '2026-11-26T09:00:00.000Z',
  decidedAt: null,
  memberId: 7,
  username: 'player07',
  decidedBy: null,
  ...extra,
});

const settings: PointsSettings = {
  ratios: [
    { methodCode: '*', vipLevel: 0, amountPerPoint: '100.00' },
    { methodCode: 'BKASH', vipLevel: 2, amountPerPoint: '50.00' },
  ],
  convertAmountPerPoint: null,
  convertMinPoints: 500,
  convertWageringCenti: 100,
};

const methods = [
  { code: 'BKASH', nameEn: 'bKash' },
  { code: 'NAGAD', nameEn: 'Nagad' },
] as PaymentMethod[];

type Calls = ReturnType<typeof mockApi>;

function serve(routes: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /wps/admin/loyalty/mall/items': () => ok(items),
    'GET /wps/admin/loyalty/mall/redemptions': () =>
      ok({ list: [redemption(41), redemption(40)], total: 2, pageNo: 1, pageSize: 20 }),
    'GET /wps/admin/loyalty/points-settings': () => ok(settings),
    'GET /wps/admin/wallet/payment-methods': () => ok(methods),
    ...routes,
  });
}

const sent = (calls: Calls, method: string, path: string) =>
  calls.filter((c) => c.method === method && c.path.split('?')[0] === path).map((c) => c.body);

describe('points mall', () => {
  it('shows the rewards, the queue of redemptions in process and the points settings', async () => {
    signInWith(['loyalty.read', 'loyalty.configure', 'wallet.read'], { role: 'owner' });
    const calls = serve();
    renderWithApp(<PointsMallPage />);
    const cash = await screen.findByTestId('mall-item-1');
    expect(cash).toHaveTextContent('৳100 cash');
    expect(cash).toHaveTextContent('Straight to the main wallet.');
    expect(cash).toHaveTextContent('৳১০০ নগদ');
    expect(cash).toHaveTextContent('Cash100.00Wagering 1×');
    expect(cash).toHaveTextContent('1,000');
    expect(cash).toHaveTextContent('Unlimited');
    expect(cash).toHaveTextContent('37');
    expect(within(cash).getByText('Active')).toBeInTheDocument();
    const jersey = screen.getByTestId('mall-item-2');
    expect(jersey).toHaveTextContent('Goods');
    expect(jersey).not.toHaveTextContent('Wagering');
    expect(within(jersey).getByText('Hidden')).toBeInTheDocument();

    // The queue opens on what is in process.
    const queue = await screen.findByTestId('redemptions');
    expect(within(queue).getByTestId('redemption-41')).toHaveTextContent('player07');
    const query = calls.find((c) => c.path.startsWith('/wps/admin/loyalty/mall/redemptions'));
    expect(query?.path).toBe(
      '/wps/admin/loyalty/mall/redemptions?status=IN_PROCESS&pageNo=1&pageSize=20',
    );
    expect(screen.getByTestId('redemption-status-filter')).toHaveValue('IN_PROCESS');

    const form = await screen.findByTestId('points-settings');
    const lines = within(form).getAllByTestId('ratio-line');
    expect(lines).toHaveLength(2);
    expect(within(lines[1]!).getByLabelText('Payment method (line 2)')).toHaveValue('BKASH');
    expect(within(lines[1]!).getByLabelText('Members (line 2)')).toHaveValue('2');
    expect(lines[0]).toHaveTextContent('A deposit of 1,000.00 earns 10 points.');
    expect(within(form).getByTestId('convert-on')).not.toBeChecked();
  });

  it('creates a reward, refusing it until its fields are right, and sends what the contract accepts', async () => {
    signInWith(['loyalty.read', 'loyalty.configure'], { role: 'finance' });
    const calls = serve({
      'POST /wps/admin/loyalty/mall/items': (body) =>
        ok({ ...(body as AdminMallItemInput), id: 3, redeemed: 0 }),
    });
    renderWithApp(<PointsMallPage />);
    await userEvent.click(await screen.findByTestId('mall-item-add'));
    const form = screen.getByTestId('mall-item-form');
    await userEvent.click(within(form).getByTestId('mall-item-save'));
    expect(within(form).getByRole('alert')).toHaveTextContent('Some fields need attention');
    expect(form).toHaveTextContent('An English name of at most 60 characters is required.');
    expect(form).toHaveTextContent('Enter an amount above zero with at most two decimals.');
    expect(form).toHaveTextContent('Enter whole points from 1 to 100,000,000.');

    await userEvent.type(within(form).getByLabelText('Name (English)'), '৳300 bonus');
    await userEvent.type(within(form).getByLabelText('Description (Bengali)'), 'তিনবার খেলুন।');
    await userEvent.selectOptions(within(form).getByLabelText('Reward kind'), 'BONUS');
    await userEvent.type(within(form).getByLabelText('Amount paid on approval'), '300');
    await userEvent.clear(within(form).getByLabelText('Wagering (×)'));
    await userEvent.type(within(form).getByLabelText('Wagering (×)'), '3');
    await userEvent.type(within(form).getByLabelText('Price (points)'), '2500');
    await userEvent.type(within(form).getByLabelText('Stock left'), '40');
    await userEvent.type(within(form).getByLabelText('Per member'), '1001');
    await userEvent.click(within(form).getByTestId('mall-item-save'));
    expect(form).toHaveTextContent('A Bengali description needs a Bengali name.');
    expect(form).toHaveTextContent('Enter a whole number from 1 to 1,000, or leave it empty.');
    expect(sent(calls, 'POST', '/wps/admin/loyalty/mall/items')).toEqual([]);

    await userEvent.type(within(form).getByLabelText('Name (Bengali)'), '৳৩০০ বোনাস');
    await userEvent.clear(within(form).getByLabelText('Per member'));
    await userEvent.click(within(form).getByTestId('mall-item-save'));
    await waitFor(() => expect(screen.getByText('৳300 bonus saved.')).toBeInTheDocument());
    const [body] = sent(calls, 'POST', '/wps/admin/loyalty/mall/items');
    expect(body).toEqual({
      texts: {
        EN: { name: '৳300 bonus', description: '' },
        BN: { name: '৳৩০০ বোনাস', description: 'তিনবার খেলুন।' },
      },
      status: 'ACTIVE',
      pricePoints: 2500,
      stock: 40,
      perMemberLimit: null,
      rewardKind: 'BONUS',
      rewardAmount: '300',
      wageringCenti: 300,
      sort: 0,
    });
    expect(AdminMallItemInputSchema.safeParse(body).success).toBe(true);
    expect(screen.queryByTestId('mall-item-form')).toBeNull();
    // The catalogue is read again.
    expect(
      calls.filter((c) => c.path === '/wps/admin/loyalty/mall/items' && c.method === 'GET'),
    ).toHaveLength(2);
  });

  it('changes a reward, keeping the texts of languages the console does not edit', async () => {
    signInWith(['loyalty.read', 'loyalty.configure'], { role: 'owner' });
    const calls = serve({
      'PUT /wps/admin/loyalty/mall/items/2': (body) =>
        ok({ ...(body as AdminMallItemInput), id: 2, redeemed: 8 }),
    });
    renderWithApp(<PointsMallPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Club jersey' }));
    const form = screen.getByTestId('mall-item-form');
    expect(within(form).queryByLabelText('Amount paid on approval')).toBeNull();
    await userEvent.selectOptions(within(form).getByLabelText('Status'), 'ACTIVE');
    await userEvent.clear(within(form).getByLabelText('Stock left'));
    await userEvent.click(within(form).getByTestId('mall-item-save'));
    await waitFor(() =>
      expect(sent(calls, 'PUT', '/wps/admin/loyalty/mall/items/2')).toHaveLength(1),
    );
    const [body] = sent(calls, 'PUT', '/wps/admin/loyalty/mall/items/2');
    expect(body).toMatchObject({
      texts: { EN: { name: 'Club jersey' }, HI: { name: 'क्लब जर्सी' } },
      status: 'ACTIVE',
      stock: null,
      rewardKind: 'GOODS',
      rewardAmount: null,
      wageringCenti: 0,
    });
    expect(AdminMallItemInputSchema.safeParse(body).success).toBe(true);
  });

  it('approves a redemption after confirming, and finds it under Approved', async () => {
    signInWith(['loyalty.read', 'loyalty.configure'], { role: 'finance' });
    let approved = false;
    const calls = mockApi({
      'GET /wps/admin/loyalty/mall/items': () => ok(items),
      'GET /wps/admin/loyalty/points-settings': () => ok(settings),
      'GET /wps/admin/loyalty/mall/redemptions': () => {
        const last = calls.at(-1)!.path;
        const status = new URLSearchParams(last.split('?')[1]).get('status');
        const all = [
          redemption(
            41,
            approved
              ? { status: 'APPROVED', decidedBy: 'finance1', decidedAt: '2026-11-26T10:00:00.000Z' }
              : {},
          ),
          redemption(40),
        ];
        const list = all.filter((r) => !status || r.status === status);
        return ok({ list, total: list.length, pageNo: 1, pageSize: 20 });
      },
      'POST /wps/admin/loyalty/mall/redemptions/41/approve': () => {
        approved = true;
        return ok(redemption(41, { status: 'APPROVED', decidedBy: 'finance1' }));
      },
    });
    renderWithApp(<PointsMallPage />);
    const row = await screen.findByTestId('redemption-41');
    await userEvent.click(within(row).getByRole('button', { name: 'Approve' }));
    expect(within(row).getByRole('alertdialog')).toHaveTextContent(
      'Approve redemption #41 (৳100 cash) for player07? The cash is paid to their main wallet now.',
    );
    await userEvent.click(within(row).getByRole('button', { name: 'Confirm' }));
    const done = await screen.findByTestId('redemption-done');
    expect(done).toHaveTextContent('Redemption #41 approved.');
    expect(sent(calls, 'POST', '/wps/admin/loyalty/mall/redemptions/41/approve')).toEqual([{}]);
    // It left the queue of what is in process…
    await waitFor(() => expect(screen.queryByTestId('redemption-41')).toBeNull());
    // …and is found under its new status.
    await userEvent.click(within(done).getByRole('button', { name: 'Show Approved' }));
    const decided = await screen.findByTestId('redemption-41');
    expect(decided).toHaveTextContent('Approved');
    expect(decided).toHaveTextContent('By finance1');
    expect(within(decided).queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(screen.getByTestId('redemption-status-filter')).toHaveValue('APPROVED');
  });

  it('rejects with an optional reason, and shows a decision taken first by someone else', async () => {
    signInWith(['loyalty.read', 'loyalty.configure'], { role: 'owner' });
    const calls = serve({
      'POST /wps/admin/loyalty/mall/redemptions/41/reject': () =>
        ok(redemption(41, { status: 'REJECTED' })),
      'POST /wps/admin/loyalty/mall/redemptions/40/reject': () =>
        refusal(409, 'MALL_REDEMPTION_DECIDED', 'server text'),
    });
    renderWithApp(<PointsMallPage />);
    const row = await screen.findByTestId('redemption-41');
    await userEvent.click(within(row).getByRole('button', { name: 'Reject' }));
    await userEvent.type(within(row).getByLabelText('Reason (optional)'), 'Size not available');
    await userEvent.click(within(row).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByTestId('redemption-done')).toHaveTextContent(
      'Redemption #41 rejected: the points and the stock came back.',
    );
    expect(sent(calls, 'POST', '/wps/admin/loyalty/mall/redemptions/41/reject')).toEqual([
      { reason: 'Size not available' },
    ]);

    // No reason at all is fine too; this one was decided already.
    const other = screen.getByTestId('redemption-40');
    await userEvent.click(within(other).getByRole('button', { name: 'Reject' }));
    await userEvent.click(within(other).getByRole('button', { name: 'Reject' }));
    expect(await within(other).findByRole('alert')).toHaveTextContent(
      'This redemption has already been decided.',
    );
    expect(sent(calls, 'POST', '/wps/admin/loyalty/mall/redemptions/40/reject')).toEqual([{}]);
  });

  it('saves the ratio table and converting as one PUT the contract accepts', async () => {
    signInWith(['loyalty.read', 'loyalty.configure', 'wallet.read'], { role: 'owner' });
    const calls = serve({
      'PUT /wps/admin/loyalty/points-settings': (body) => ok(body),
    });
    renderWithApp(<PointsMallPage />);
    const form = await screen.findByTestId('points-settings');
    await userEvent.click(within(form).getByTestId('ratio-add'));
    const added = within(form).getAllByTestId('ratio-line')[2]!;
    // The method codes come from the payment methods, with '*' first.
    expect(
      within(within(added).getByLabelText('Payment method (line 3)'))
        .getAllByRole('option')
        .map((o) => o.getAttribute('value')),
    ).toEqual(['*', 'BKASH', 'NAGAD']);
    await userEvent.selectOptions(within(added).getByLabelText('Payment method (line 3)'), 'BKASH');
    await userEvent.selectOptions(within(added).getByLabelText('Members (line 3)'), '2');
    await userEvent.type(within(added).getByLabelText('Deposit per point (line 3)'), '40');
    await userEvent.click(within(form).getByTestId('convert-on'));
    await userEvent.type(within(form).getByLabelText('Cash per point'), '0.1');
    await userEvent.click(within(form).getByTestId('points-settings-save'));
    // BKASH from level 2 twice.
    expect(added).toHaveTextContent('This method and level already have a line above.');
    expect(sent(calls, 'PUT', '/wps/admin/loyalty/points-settings')).toEqual([]);

    await userEvent.selectOptions(within(added).getByLabelText('Members (line 3)'), '5');
    await userEvent.click(within(form).getByRole('button', { name: 'Remove line 1' }));
    await userEvent.clear(within(form).getByLabelText('Fewest points per conversion'));
    await userEvent.type(within(form).getByLabelText('Fewest points per conversion'), '1000');
    await userEvent.click(within(form).getByTestId('points-settings-save'));
    await waitFor(() =>
      expect(within(form).getByRole('status')).toHaveTextContent('Points settings saved.'),
    );
    const [body] = sent(calls, 'PUT', '/wps/admin/loyalty/points-settings');
    expect(body).toEqual({
      ratios: [
        { methodCode: 'BKASH', vipLevel: 2, amountPerPoint: '50' },
        { methodCode: 'BKASH', vipLevel: 5, amountPerPoint: '40' },
      ],
      convertAmountPerPoint: '0.1',
      convertMinPoints: 1000,
      convertWageringCenti: 100,
    });
    expect(PointsSettingsSchema.safeParse(body).success).toBe(true);
  });

  it('lets content operators set and remove a reward’s picture from the catalogue', async () => {
    signInWith(['loyalty.read', 'content.read', 'content.write'], { role: 'content' });
    let rows: AdminMallItem[] = items.map((i) =>
      i.id === 2 ? { ...i, imageId: 3, imageUrl: '/wps/content/images/jersey.webp' } : i,
    );
    const setImage = (id: number) => (body: unknown) => {
      const { imageId } = ArtworkSetSchema.parse(body);
      rows = rows.map((i) =>
        i.id === id
          ? { ...i, imageId, imageUrl: imageId === null ? null : '/wps/content/images/cash.webp' }
          : i,
      );
      return ok(rows.find((i) => i.id === id));
    };
    const webp = () => ({ bytes: new Uint8Array([0x52, 0x49, 0x46, 0x46]), type: 'image/webp' });
    const calls = serve({
      'GET /wps/admin/loyalty/mall/items': () => ok(rows),
      'GET /wps/content/images/jersey.webp': webp,
      'GET /wps/content/images/cash.webp': webp,
      'POST /wps/admin/content/banner-images': () =>
        ok({ id: 12, url: '/wps/content/images/cash.webp', width: 600, height: 400, bytes: 4 }),
      'PUT /wps/admin/loyalty/mall/items/1/image': setImage(1),
      'PUT /wps/admin/loyalty/mall/items/2/image': setImage(2),
    });
    renderWithApp(<PointsMallPage />);
    const table = await screen.findByTestId('mall-items');
    expect(within(table).getByRole('columnheader', { name: 'Picture' })).toBeInTheDocument();
    expect(screen.getByTestId('mall-role-notice')).toHaveTextContent(
      "Your role can change the rewards' pictures, but not their terms or the redemptions.",
    );

    const cash = screen.getByTestId('mall-item-picture-1');
    expect(cash).toHaveTextContent('No picture.');
    await userEvent.upload(
      within(cash).getByLabelText('Picture of ৳100 cash: Upload a picture'),
      new File([new Uint8Array([0x89, 0x50])], 'cash.png', { type: 'image/png' }),
    );
    expect(await within(cash).findByText('Picture saved.')).toBeVisible();
    expect(sent(calls, 'PUT', '/wps/admin/loyalty/mall/items/1/image')).toEqual([{ imageId: 12 }]);
    expect(await within(cash).findByAltText('৳100 cash')).toBeInTheDocument();

    const jersey = screen.getByTestId('mall-item-picture-2');
    expect(await within(jersey).findByAltText('Club jersey')).toBeInTheDocument();
    await userEvent.click(within(jersey).getByRole('button', { name: 'Remove the picture' }));
    expect(await within(jersey).findByText('Picture removed.')).toBeVisible();
    expect(sent(calls, 'PUT', '/wps/admin/loyalty/mall/items/2/image')).toEqual([
      { imageId: null },
    ]);
  });

  it('lets support read everything without changing or deciding anything', async () => {
    signInWith(['loyalty.read', 'wallet.read'], { role: 'support' });
    serve();
    renderWithApp(<PointsMallPage />);
    expect(await screen.findByTestId('mall-item-1')).toBeInTheDocument();
    expect(screen.getByText(/Your role can look at the points mall/)).toBeInTheDocument();
    expect(screen.queryByTestId('mall-item-add')).toBeNull();
    expect(screen.queryByRole('button', { name: /^Edit / })).toBeNull();
    // Pictures are content's to set.
    expect(screen.queryByRole('columnheader', { name: 'Picture' })).toBeNull();
    expect(screen.queryByTestId('mall-item-picture-1')).toBeNull();
    const row = await screen.findByTestId('redemption-41');
    expect(within(row).queryByRole('button', { name: 'Approve' })).toBeNull();
    const form = await screen.findByTestId('points-settings');
    expect(within(form).getByLabelText('Deposit per point (line 1)')).toBeDisabled();
    expect(within(form).queryByTestId('points-settings-save')).toBeNull();
    expect(within(form).queryByTestId('ratio-add')).toBeNull();
  });
});
