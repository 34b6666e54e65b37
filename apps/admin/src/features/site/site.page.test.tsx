import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { errorMessage } from '@portal/contracts/errors';
import type {
  AdminCustomerService,
  AdminDigits,
  AdminDomainRoute,
  AdminMaintenance,
  AdminRegion,
  Resource,
} from '@portal/contracts/system';
import { useUiStore } from '../../lib/ui-store.ts';
import { mockApi, renderWithApp } from '../../testing/render.tsx';
import { ok, refusal, signInWith } from '../../testing/session.ts';
import SitePage from './site.page.tsx';

beforeEach(() => useUiStore.getState().setLanguage('EN'));

function siteApi() {
  let maintenance: AdminMaintenance = {
    maintenance: false,
    maintenanceStart: null,
    maintenanceEnd: null,
    active: false,
    serverTime: new Date().toISOString(),
  };
  let region: AdminRegion = { enabled: false, rules: [], yourIp: '203.0.113.9', geoip: false };
  let cs: AdminCustomerService[] = [
    { id: 1, csType: 'LIVECHAT', title: 'Live chat', path: 'https://chat.example/', sortOrder: 0 },
  ];
  const resources: Resource[] = [{ resourceType: 'ANDROID', url: 'https://dl.example/a.apk' }];
  let domains: AdminDomainRoute[] = [{ id: 7, domain: 'shapla.example', type: 'MAIN', sort: 0 }];
  let digits: AdminDigits = { bnDigits: 'bengali' };
  const calls = mockApi({
    'GET /wps/admin/site/digits': () => ok(digits),
    'PUT /wps/admin/site/digits': (body) => {
      digits = body as AdminDigits;
      return ok(digits);
    },
    'GET /wps/admin/site/maintenance': () => ok(maintenance),
    'PUT /wps/admin/site/maintenance': (body) => {
      const b = body as { maintenance: boolean; start: string | null; end: string | null };
      maintenance = {
        ...maintenance,
        maintenance: b.maintenance,
        maintenanceStart: b.maintenance ? (b.start ?? new Date().toISOString()) : null,
        maintenanceEnd: b.maintenance ? b.end : null,
        active: b.maintenance && !b.start,
      };
      return ok(maintenance);
    },
    'GET /wps/admin/site/region': () => ok(region),
    'PUT /wps/admin/site/region': (body) => {
      region = { ...region, enabled: (body as { enabled: boolean }).enabled };
      return ok(region);
    },
    'POST /wps/admin/site/region/rules': (body) => {
      const b = body as { kind: 'DENY_IP'; value: string };
      if (b.value === '203.0.113.0/24') {
        return refusal(
          409,
          'SITE_RULE_SELF_LOCKOUT',
          'This change would block your own address (203.0.113.9).',
        );
      }
      const rule = { id: region.rules.length + 1, kind: b.kind, value: b.value, note: null };
      region = { ...region, rules: [...region.rules, rule] };
      return ok(rule);
    },
    'DELETE /wps/admin/site/region/rules/1': () => {
      region = { ...region, rules: region.rules.filter((r) => r.id !== 1) };
      return ok({ done: true });
    },
    'GET /wps/admin/site/customer-services': () => ok(cs),
    'POST /wps/admin/site/customer-services': (body) => {
      const row = { id: 2, ...(body as Omit<AdminCustomerService, 'id'>) };
      cs = [...cs, row];
      return ok(row);
    },
    'PUT /wps/admin/site/customer-services/1': (body) => {
      cs = cs.map((c) =>
        c.id === 1 ? { id: 1, ...(body as Omit<AdminCustomerService, 'id'>) } : c,
      );
      return ok(cs[0]);
    },
    'GET /wps/admin/site/resources': () => ok(resources),
    'PUT /wps/admin/site/resources/IOS': (body) => ok({ resourceType: 'IOS', ...(body as object) }),
    'GET /wps/admin/site/domains': () => ok(domains),
    'POST /wps/admin/site/domains': (body) => {
      const b = body as { domain: string; type: 'BACKUP' };
      if (b.domain === 'nova.example') return refusal(409, 'SITE_DOMAIN_TAKEN', 'taken');
      const row = { id: 8, domain: b.domain, type: b.type, sort: 1 };
      domains = [...domains, row];
      return ok(row);
    },
    'DELETE /wps/admin/site/domains/7': () =>
      refusal(
        409,
        'SITE_MAIN_DOMAIN_REQUIRED',
        'The white label must keep at least one main domain.',
      ),
  });
  return calls;
}

const posts = (calls: ReturnType<typeof mockApi>, method: string, path: string) =>
  calls.filter((c) => c.method === method && c.path === path);

describe('site operations console', () => {
  it('switches the digits of Bengali pages to Latin and saves the choice', async () => {
    signInWith(['site.configure'], { role: 'owner' });
    const calls = siteApi();
    renderWithApp(<SitePage />);
    const card = await screen.findByTestId('site-digits');
    const bengali = await within(card).findByTestId('digits-bengali');
    expect(bengali).toBeChecked();
    expect(within(card).getByTestId('digits-save')).toBeDisabled();
    await userEvent.click(within(card).getByTestId('digits-latin'));
    await userEvent.click(within(card).getByTestId('digits-save'));
    expect(await within(card).findByRole('status')).toHaveTextContent('Saved');
    expect(posts(calls, 'PUT', '/wps/admin/site/digits').map((c) => c.body)).toEqual([
      { bnDigits: 'latin' },
    ]);
    expect(within(card).getByTestId('digits-latin')).toBeChecked();
  });

  it('switches maintenance on, refuses a window ending before its start, and ends it', async () => {
    signInWith(['site.configure'], { role: 'owner' });
    const calls = siteApi();
    renderWithApp(<SitePage />);
    const card = await screen.findByTestId('site-maintenance');
    expect(await within(card).findByText('Players reach the site normally.')).toBeVisible();

    await userEvent.type(within(card).getByTestId('maintenance-start'), '2030-01-02T10:00');
    await userEvent.type(within(card).getByTestId('maintenance-end'), '2030-01-02T09:00');
    await userEvent.click(within(card).getByTestId('maintenance-submit'));
    expect(
      within(card).getByText('The end must be after the start and in the future.'),
    ).toBeVisible();
    expect(posts(calls, 'PUT', '/wps/admin/site/maintenance')).toHaveLength(0);

    await userEvent.clear(within(card).getByTestId('maintenance-end'));
    await userEvent.type(within(card).getByTestId('maintenance-end'), '2030-01-02T12:00');
    await userEvent.click(within(card).getByTestId('maintenance-submit'));
    expect(
      await within(card).findByText('Maintenance is scheduled and has not begun.'),
    ).toBeVisible();
    const sent = posts(calls, 'PUT', '/wps/admin/site/maintenance')[0]!.body as Record<
      string,
      string
    >;
    expect(sent.maintenance).toBe(true);
    expect(Date.parse(sent.end!) - Date.parse(sent.start!)).toBe(2 * 3_600_000);

    await userEvent.click(within(card).getByRole('button', { name: 'End maintenance' }));
    await userEvent.click(within(card).getByRole('button', { name: 'Confirm' }));
    expect(await within(card).findByText('Players reach the site normally.')).toBeVisible();
    expect(posts(calls, 'PUT', '/wps/admin/site/maintenance').at(-1)!.body).toEqual({
      maintenance: false,
    });
  });

  it('adds IP rules, shows the self-lockout refusal, switches the restriction on', async () => {
    signInWith(['site.configure'], { role: 'owner' });
    const calls = siteApi();
    renderWithApp(<SitePage />);
    const card = await screen.findByTestId('site-region');
    expect(await within(card).findByText(/Your address: 203\.0\.113\.9/)).toBeVisible();

    await userEvent.type(within(card).getByTestId('region-value'), 'not an ip');
    await userEvent.click(within(card).getByTestId('region-add'));
    expect(within(card).getByText('Enter an IPv4 or IPv6 address or a CIDR range.')).toBeVisible();
    expect(posts(calls, 'POST', '/wps/admin/site/region/rules')).toHaveLength(0);

    await userEvent.clear(within(card).getByTestId('region-value'));
    await userEvent.type(within(card).getByTestId('region-value'), '198.51.100.0/24');
    await userEvent.click(within(card).getByTestId('region-add'));
    const table = within(card).getByTestId('region-rules');
    await waitFor(() => expect(table).toHaveTextContent('198.51.100.0/24'));

    await userEvent.type(within(card).getByTestId('region-value'), '203.0.113.0/24');
    await userEvent.click(within(card).getByTestId('region-add'));
    expect(await within(card).findByRole('alert')).toHaveTextContent('203.0.113.9');

    await userEvent.selectOptions(within(card).getByTestId('region-kind'), 'DENY_COUNTRY');
    await userEvent.clear(within(card).getByTestId('region-value'));
    await userEvent.type(within(card).getByTestId('region-value'), 'Bangladesh');
    await userEvent.click(within(card).getByTestId('region-add'));
    expect(within(card).getByText('Enter a two-letter country code such as BD.')).toBeVisible();

    await userEvent.click(within(card).getByTestId('region-toggle'));
    expect(
      await within(card).findByText('Region restriction is on: the rules below apply.'),
    ).toBeVisible();
  });

  it('refuses a javascript: support link before sending; edits a link; domain errors are translated', async () => {
    signInWith(['site.configure'], { role: 'owner' });
    const calls = siteApi();
    renderWithApp(<SitePage />);
    const cs = await screen.findByTestId('site-cs');
    await within(cs).findByText('Live chat');
    await userEvent.type(within(cs).getByTestId('cs-title'), 'Evil');
    await userEvent.type(within(cs).getByTestId('cs-path'), 'javascript:alert(1)');
    await userEvent.click(within(cs).getByTestId('cs-save'));
    expect(
      within(cs).getByText('Use an https:// or tg:// link, or an internal path starting with /.'),
    ).toBeVisible();
    expect(posts(calls, 'POST', '/wps/admin/site/customer-services')).toHaveLength(0);

    await userEvent.click(within(cs).getByRole('button', { name: 'Edit' }));
    expect(within(cs).getByTestId('cs-title')).toHaveValue('Live chat');
    await userEvent.clear(within(cs).getByTestId('cs-path'));
    await userEvent.type(within(cs).getByTestId('cs-path'), 'https://wa.me/8801711000001');
    await userEvent.click(within(cs).getByTestId('cs-save'));
    await waitFor(() =>
      expect(within(cs).getByTestId('cs-list')).toHaveTextContent('https://wa.me/8801711000001'),
    );

    const domains = screen.getByTestId('site-domains');
    await within(domains).findByText('shapla.example');
    await userEvent.type(within(domains).getByTestId('domain-name'), 'https://bad.example/');
    await userEvent.click(within(domains).getByTestId('domain-add'));
    expect(within(domains).getByText(/Enter a host name such as www\.example\.com/)).toBeVisible();
    await userEvent.clear(within(domains).getByTestId('domain-name'));
    await userEvent.type(within(domains).getByTestId('domain-name'), 'nova.example');
    await userEvent.click(within(domains).getByTestId('domain-add'));
    expect(await within(domains).findByRole('alert')).toHaveTextContent(
      errorMessage('SITE_DOMAIN_TAKEN', 'EN'),
    );
    await userEvent.click(within(domains).getByRole('button', { name: 'Remove' }));
    await userEvent.click(within(domains).getByRole('button', { name: 'Confirm' }));
    expect(
      await within(domains).findByText(errorMessage('SITE_MAIN_DOMAIN_REQUIRED', 'EN')),
    ).toBeVisible();
  });

  it('shows Bengali strings', async () => {
    useUiStore.getState().setLanguage('BN');
    signInWith(['site.configure'], { role: 'owner' });
    siteApi();
    renderWithApp(<SitePage />);
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('সাইট পরিচালনা');
    expect(await screen.findByText('অঞ্চল ও IP নিয়ম')).toBeVisible();
  });
});
