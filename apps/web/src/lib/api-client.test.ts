import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiFetch } from './api-client.ts';
import { apiDownload } from './api-download.ts';
import { ApiError, errorText } from './api-error.ts';
import { setMerchant } from './merchant.ts';
import { useLanguageStore } from './stores/language-store.ts';

function respond(body: unknown, status = 200) {
  const fetchMock = vi.fn(async () =>
    Promise.resolve(new Response(JSON.stringify(body), { status })),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function sentHeaders(fetchMock: ReturnType<typeof respond>): Headers {
  const init = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
  return init[1].headers as Headers;
}

describe('apiFetch', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    useLanguageStore.getState().setLanguage('BN');
  });

  it('unwraps the success envelope and sends Merchant, Language and Device', async () => {
    setMerchant('demo');
    useLanguageStore.getState().setLanguage('EN');
    const fetchMock = respond({ success: true, value: { ok: 1 } });
    await expect(apiFetch('/wps/x')).resolves.toEqual({ ok: 1 });
    const headers = sentHeaders(fetchMock);
    expect(headers.get('merchant')).toBe('demo');
    expect(headers.get('language')).toBe('EN');
    expect(headers.get('device')).toBe('WEB');
    expect(headers.get('authorization')).toBeNull();
  });

  it('can leave the Merchant header out (first site-config call)', async () => {
    setMerchant('demo');
    const fetchMock = respond({ success: true, value: null });
    await apiFetch('/wps/system/site', { withMerchant: false });
    expect(sentHeaders(fetchMock).get('merchant')).toBeNull();
  });

  it('throws ApiError with the code and status of a failure envelope', async () => {
    respond({ success: false, code: 'SYSTEM_MAINTENANCE', message: 'down' }, 503);
    const error = await apiFetch('/wps/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'SYSTEM_MAINTENANCE', status: 503 });
  });

  it('maps unknown codes and non-envelope bodies to INTERNAL_ERROR', async () => {
    respond({ success: false, code: 'SOMETHING_NEW', message: 'x' }, 400);
    await expect(apiFetch('/wps/x')).rejects.toMatchObject({ code: 'INTERNAL_ERROR', status: 400 });
    respond('<html>', 502);
    await expect(apiFetch('/wps/x')).rejects.toMatchObject({ code: 'INTERNAL_ERROR', status: 502 });
  });

  it('reports a network failure as NETWORK_ERROR', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('offline'))),
    );
    await expect(apiFetch('/wps/x')).rejects.toMatchObject({ code: 'NETWORK_ERROR', status: 0 });
  });

  it('keeps the server’s translated message, also for codes this build does not know', async () => {
    respond({ success: false, code: 'WALLET_SOMETHING_NEW', message: 'নতুন কারণ' }, 409);
    const error = await apiFetch('/wps/x').catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'INTERNAL_ERROR', rawCode: 'WALLET_SOMETHING_NEW' });
    const translate = (key: string) => `t:${key}`;
    expect(errorText(error, translate)).toBe('নতুন কারণ');
    respond('<html>', 502);
    const transport = await apiFetch('/wps/x').catch((e: unknown) => e);
    expect(errorText(transport, translate)).toBe('t:errors.INTERNAL_ERROR');
  });
});

describe('apiDownload', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('returns the file and the name the server suggests', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Promise.resolve(
          new Response('a,b\r\n', {
            headers: {
              'Content-Type': 'text/csv',
              'Content-Disposition': 'attachment; filename="rows.csv"',
            },
          }),
        ),
      ),
    );
    const file = await apiDownload('/wps/file');
    expect(file.fileName).toBe('rows.csv');
    expect(await file.blob.text()).toBe('a,b\r\n');
  });

  it('throws the error envelope as ApiError', async () => {
    respond({ success: false, code: 'AUTH_UNAUTHORIZED', message: 'Please log in.' }, 401);
    await expect(apiDownload('/wps/file')).rejects.toMatchObject({
      code: 'AUTH_UNAUTHORIZED',
      serverMessage: 'Please log in.',
    });
  });
});
