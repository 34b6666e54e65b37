import { describe, expect, it } from 'vitest';
import { BOOT_DATA_ID } from '@portal/contracts/boot';
import { readBootData } from './boot-data.ts';

function pageWith(body: string): Document {
  return new DOMParser().parseFromString(
    `<html><head>${body}</head><body></body></html>`,
    'text/html',
  );
}

describe('first-paint data in the page', () => {
  it('is read once and removed from the page', () => {
    const doc = pageWith(
      `<script type="application/json" id="${BOOT_DATA_ID}">{"site":{"siteName":"Demo \\u003c/script\\u003e"}}</script>`,
    );
    expect(readBootData(doc).site?.siteName).toBe('Demo </script>');
    expect(doc.getElementById(BOOT_DATA_ID)).toBeNull();
    expect(readBootData(doc)).toEqual({});
  });

  it('is empty without the block or with a broken one', () => {
    expect(readBootData(pageWith(''))).toEqual({});
    const broken = pageWith(
      `<script type="application/json" id="${BOOT_DATA_ID}">{"site":</script>`,
    );
    expect(readBootData(broken)).toEqual({});
  });
});
