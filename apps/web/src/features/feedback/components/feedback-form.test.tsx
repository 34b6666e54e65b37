import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FEEDBACK_LIMITS, FEEDBACK_TYPES, feedbackLength } from '@portal/contracts/feedback';
import { useSessionStore } from '../../../lib/stores/session-store.ts';
import { mockApi } from '../../../testing/mock-api.ts';
import { renderWithApp } from '../../../testing/render.tsx';
import {
  FEEDBACK_MAX_CHARS,
  FEEDBACK_MAX_IMAGES,
  FEEDBACK_MAX_IMAGE_BYTES,
  FEEDBACK_MIN_CHARS,
  FEEDBACK_TYPE_OPTIONS,
  feedbackLength as clientLength,
} from '../feedback-rules.ts';
import { FeedbackPanel } from './feedback-panel.tsx';
import { signInEachTest } from '../../../testing/session.ts';

const captchaInput = () => within(screen.getByTestId('captcha-field')).getByRole('textbox');
const CAPTCHA = 'data:image/png;base64,iVBORw0KGgo=';

function routes(extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /wps/captcha': () => ({ value: CAPTCHA }),
    'GET /wps/feedback': () => ({
      value: {
        list: [
          {
            id: 7,
            type: 1,
            content: '<img src=x onerror=alert(1)> my deposit is missing',
            state: 'ANSWERED',
            images: [],
            replies: [
              { id: 1, content: 'Credited <b>now</b>.', createdAt: '2026-11-20T09:00:00Z' },
            ],
            createdAt: '2026-11-20T08:00:00Z',
          },
        ],
        total: 1,
        pageNo: 1,
        pageSize: 20,
      },
    }),
    ...extra,
  });
}

describe('feedback form', () => {
  signInEachTest();

  it('keeps its rules equal to the contracts', () => {
    expect(FEEDBACK_MIN_CHARS).toBe(FEEDBACK_LIMITS.minChars);
    expect(FEEDBACK_MAX_CHARS).toBe(FEEDBACK_LIMITS.maxChars);
    expect(FEEDBACK_MAX_IMAGES).toBe(FEEDBACK_LIMITS.maxImages);
    expect(FEEDBACK_MAX_IMAGE_BYTES).toBe(FEEDBACK_LIMITS.maxImageBytes);
    expect([...FEEDBACK_TYPE_OPTIONS].map(Number)).toEqual([...FEEDBACK_TYPES]);
    for (const text of ['  abc  ', '😀😀', 'আমার টাকা', '']) {
      expect(clientLength(text)).toBe(feedbackLength(text));
    }
  });

  it('names the empty fields, counts live, checks images, then sends multipart', async () => {
    const api = routes({
      'PUT /wps/feedback': () => ({
        value: {
          id: 9,
          type: 2,
          content: 'x',
          state: 'OPEN',
          images: [],
          replies: [],
          createdAt: '2026-11-20T08:00:00Z',
        },
      }),
    });
    renderWithApp(<FeedbackPanel />);
    const form = await screen.findByTestId('feedback-form');
    await userEvent.click(within(form).getByTestId('feedback-submit'));
    expect(screen.getByTestId('feedback-error')).toHaveTextContent(
      'Question type, Description, Captcha is empty',
    );
    expect(api.calls('PUT /wps/feedback')).toHaveLength(0);

    const counter = screen.getByTestId('feedback-counter');
    expect(counter).toHaveTextContent('0 / 200');
    const content = screen.getByTestId('feedback-content');
    await userEvent.type(content, 'Too short 😀');
    expect(counter).toHaveTextContent('11 / 200');
    await userEvent.selectOptions(within(form).getByRole('combobox'), '2');
    await userEvent.type(captchaInput(), 'ab12');
    await userEvent.click(within(form).getByTestId('feedback-submit'));
    expect(screen.getByText('Please write at least 20 characters.')).toBeVisible();
    expect(api.calls('PUT /wps/feedback')).toHaveLength(0);

    await userEvent.clear(content);
    await userEvent.click(content);
    await userEvent.paste('x'.repeat(201));
    expect(counter).toHaveTextContent('201 / 200');
    expect(screen.getByText('Please write at most 200 characters.')).toBeVisible();

    const input = screen.getByTestId('feedback-images-input');
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
    await userEvent.upload(input, big);
    expect(screen.getByText('big.png is larger than 5 MB or empty.')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Remove big.png' }));
    const gif = new File([new Uint8Array(10)], 'a.gif', { type: 'image/gif' });
    await userEvent.upload(input, gif, { applyAccept: false });
    expect(screen.getByText('a.gif is not a PNG or JPG image.')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Remove a.gif' }));
    const shots = ['a.png', 'b.jpg', 'c.png', 'd.png'].map(
      (name) => new File([new Uint8Array(100)], name, { type: 'image/png' }),
    );
    await userEvent.upload(input, shots);
    expect(screen.getByText('You can add at most 3 images.')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Remove d.png' }));

    await userEvent.clear(content);
    await userEvent.click(content);
    await userEvent.paste('My withdrawal has not arrived since Monday.');
    await userEvent.click(within(form).getByTestId('feedback-submit'));
    await screen.findByTestId('feedback-sent');
    const sent = api.calls('PUT /wps/feedback')[0]!.body as FormData;
    expect(sent.get('type')).toBe('2');
    expect(sent.get('content')).toBe('My withdrawal has not arrived since Monday.');
    expect(sent.get('sender')).toBe('player01');
    expect(sent.get('captcha')).toBe('ab12');
    expect(sent.get('captchaKey')).toBeTruthy();
    expect(sent.getAll('image').map((f) => (f as File).name)).toEqual(['a.png', 'b.jpg', 'c.png']);

    // The list shows markup as text and the desk's answer.
    await userEvent.click(screen.getByTestId('feedback-see-mine'));
    const item = await screen.findByTestId('feedback-item');
    expect(within(item).getByTestId('feedback-item-content').textContent).toBe(
      '<img src=x onerror=alert(1)> my deposit is missing',
    );
    expect(item.querySelector('img')).toBeNull();
    expect(within(item).getByTestId('feedback-reply')).toHaveTextContent('Credited <b>now</b>.');
  }, 20_000);

  it('shows the server’s message and takes a new captcha after a failure', async () => {
    let captchas = 0;
    routes({
      'GET /wps/captcha': () => {
        captchas += 1;
        return { value: CAPTCHA };
      },
      'PUT /wps/feedback': () => ({ code: 'AUTH_CAPTCHA_INVALID' }),
    });
    renderWithApp(<FeedbackPanel />);
    const form = await screen.findByTestId('feedback-form');
    await waitFor(() => expect(captchas).toBe(1));
    await userEvent.selectOptions(within(form).getByRole('combobox'), '0');
    await userEvent.type(
      screen.getByTestId('feedback-content'),
      'Something else to tell you today.',
    );
    await userEvent.type(captchaInput(), 'zzzz');
    await userEvent.click(within(form).getByTestId('feedback-submit'));
    expect(await screen.findByTestId('feedback-error')).toHaveTextContent('server text');
    await waitFor(() => expect(captchas).toBe(2));
    expect(captchaInput()).toHaveValue('');
  });

  it('asks visitors to log in', async () => {
    useSessionStore.getState().clear();
    routes();
    renderWithApp(<FeedbackPanel />);
    expect(await screen.findByText('Please log in to send feedback.')).toBeVisible();
  });
});
