/// <reference types="node" />
/**
 * Where the 10-million-bet data set lives: a database of its own (`BETS_SCALE_DB`, default
 * portal_scale) on the PostgreSQL server of DATABASE_URL (default
 * postgres://postgres@127.0.0.1:5432/test). Shared by bench/bets-generate.ts and
 * bench/bets-scale.ts.
 */
import process from 'node:process';
import { performance } from 'node:perf_hooks';

export const ADMIN_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
export const SCALE_DB = process.env.BETS_SCALE_DB ?? 'portal_scale';
if (!/^[a-z_][a-z0-9_]*$/.test(SCALE_DB)) throw new Error(`BETS_SCALE_DB: ${SCALE_DB} is no name`);

const url = new URL(ADMIN_URL);
url.pathname = `/${SCALE_DB}`;
export const SCALE_URL = url.toString();

/** The busiest member of the data set (member number 0), signed in by the bench. */
export const BUSY_USERNAME = 'scalebusy';
export const SCALE_PASSWORD = 'Scale#2026bets';

export const GENERATE_RESULT = new URL('./results/bets-generate.json', import.meta.url);
export const SCALE_RESULT = new URL('./results/bets-scale.json', import.meta.url);

/** Seconds since `start` (performance.now()), to one decimal. */
export const secondsSince = (start: number) => Math.round((performance.now() - start) / 100) / 10;
