import Fastify, { type FastifyInstance } from 'fastify';
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { z } from 'zod';
import {
  BalanceRequestSchema,
  BetRequestSchema,
  EndRoundRequestSchema,
  PROVIDER_SIGNATURE_HEADER,
  PlayerRequestSchema,
  RollbackRequestSchema,
  WinRequestSchema,
  type ProviderCall,
  type WalletResponse,
} from '@portal/contracts/provider';
import { vendorSecret, verifyBody } from '@portal/contracts/provider-signing';
import { formatAmount, parseAmount } from '@portal/contracts/money';

/**
 * A stand-in for the portal's seamless-wallet API, over real HTTP on 127.0.0.1: verifies
 * signatures, keeps balances, is idempotent by transactionId, records every call, and can be told
 * to fail (not applied, 500) or to answer late (applied, answered after a delay).
 */

export interface RecordedCall {
  call: ProviderCall;
  vendor: string;
  body: Record<string, unknown>;
  at: number;
  /** The HTTP status sent, or 'LATE' when the answer was held back. */
  http: number;
  status: string | undefined;
  /** Whether the token was logged out when the call arrived. */
  afterLogout: boolean;
}

export type Misbehaviour =
  { mode: 'FAIL'; times: number } | { mode: 'DELAY'; times: number; delayMs: number };

interface Player {
  playerId: string;
  balance: bigint;
  currency: string;
  loggedOut: boolean;
}

interface Bet {
  transactionId: string;
  playerId: string;
  amount: bigint;
  roundId: string;
  rolledBack: boolean;
}

const SCHEMAS: Record<ProviderCall, z.ZodType<Record<string, unknown>>> = {
  player: PlayerRequestSchema,
  balance: BalanceRequestSchema,
  bet: BetRequestSchema,
  win: WinRequestSchema,
  rollback: RollbackRequestSchema,
  'end-round': EndRoundRequestSchema,
};

export class FakePortal {
  readonly calls: RecordedCall[] = [];
  private readonly players = new Map<string, Player>();
  private readonly tokens = new Map<string, string>();
  private readonly answered = new Map<string, { fingerprint: string; answer: WalletResponse }>();
  private readonly bets = new Map<string, Bet>();
  /** Rollbacks that came before their bet: the bet is refused if it ever arrives. */
  private readonly tombstones = new Set<string>();
  private readonly closedRounds = new Set<string>();
  private readonly misbehaviour = new Map<ProviderCall, Misbehaviour>();
  url = '';

  constructor(
    private readonly seed: string,
    private readonly app: FastifyInstance,
  ) {}

  /** A player with a launch token; returns the token. */
  addPlayer(playerId: string, balance: string, currency = 'BDT'): string {
    this.players.set(playerId, {
      playerId,
      balance: parseAmount(balance)!,
      currency,
      loggedOut: false,
    });
    const token = `tok-${randomBytes(12).toString('hex')}`;
    this.tokens.set(token, playerId);
    return token;
  }

  /** The player logs out: their token stops working for bets (wins still land). */
  logout(playerId: string): void {
    const player = this.players.get(playerId);
    if (player) player.loggedOut = true;
  }

  balanceOf(playerId: string): string {
    return formatAmount(this.players.get(playerId)!.balance);
  }

  /** The next `times` calls of `call` misbehave. */
  misbehave(call: ProviderCall, behaviour: Misbehaviour): void {
    this.misbehaviour.set(call, { ...behaviour });
  }

  callsOf(call: ProviderCall): RecordedCall[] {
    return this.calls.filter((c) => c.call === call);
  }

  async close(): Promise<void> {
    await this.app.close();
  }

  /** Handles one verified, well-formed call; returns the answer or a misbehaviour. */
  handle(
    call: ProviderCall,
    vendor: string,
    body: Record<string, unknown>,
  ): { http: number; answer: WalletResponse | Record<string, unknown>; delayMs: number } {
    const playerId =
      typeof body.playerId === 'string'
        ? body.playerId
        : (this.tokens.get(String(body.token)) ?? '');
    const afterLogout = this.players.get(playerId)?.loggedOut ?? false;
    const record: RecordedCall = {
      call,
      vendor,
      body,
      at: Date.now(),
      http: 200,
      status: undefined,
      afterLogout,
    };
    this.calls.push(record);
    const trouble = this.misbehaviour.get(call);
    if (trouble && trouble.times > 0) {
      trouble.times -= 1;
      if (trouble.mode === 'FAIL') {
        record.http = 500;
        return { http: 500, answer: { status: 'INTERNAL_ERROR' }, delayMs: 0 };
      }
      const answer = this.apply(call, body);
      record.status = answer.status;
      return { http: 200, answer, delayMs: trouble.delayMs };
    }
    const answer = this.apply(call, body);
    record.status = answer.status;
    return { http: 200, answer, delayMs: 0 };
  }

  private apply(call: ProviderCall, body: Record<string, unknown>): WalletResponse & object {
    switch (call) {
      case 'player': {
        const playerId = this.tokens.get(String(body.token));
        const player = playerId ? this.players.get(playerId) : undefined;
        if (!player || player.loggedOut) return { status: 'INVALID_TOKEN' };
        return {
          status: 'OK',
          playerId: player.playerId,
          nickname: `nick-${player.playerId}`,
          currency: player.currency,
          balance: formatAmount(player.balance),
          language: 'en',
          mode: 'REAL',
        } as WalletResponse;
      }
      case 'balance': {
        const player = this.players.get(String(body.playerId));
        if (!player) return { status: 'PLAYER_NOT_FOUND' };
        return { status: 'OK', balance: formatAmount(player.balance), currency: player.currency };
      }
      case 'end-round':
        this.closedRounds.add(String(body.roundId));
        return { status: 'OK' };
      case 'bet':
      case 'win':
      case 'rollback':
        return this.money(call, body);
    }
  }

  private money(call: 'bet' | 'win' | 'rollback', body: Record<string, unknown>): WalletResponse {
    const transactionId = String(body.transactionId);
    const fingerprint = JSON.stringify({ ...body, call });
    const seen = this.answered.get(transactionId);
    if (seen) {
      return seen.fingerprint === fingerprint ? seen.answer : { status: 'DUPLICATE_TRANSACTION' };
    }
    const player = this.players.get(String(body.playerId));
    if (!player) return { status: 'PLAYER_NOT_FOUND' };
    const answer = this.moneyOnce(call, body, player);
    this.answered.set(transactionId, { fingerprint, answer });
    return answer;
  }

  private moneyOnce(
    call: 'bet' | 'win' | 'rollback',
    body: Record<string, unknown>,
    player: Player,
  ): WalletResponse {
    const transactionId = String(body.transactionId);
    const roundId = String(body.roundId);
    const ok = (): WalletResponse => ({
      status: 'OK',
      balance: formatAmount(player.balance),
      currency: player.currency,
      reference: `ledger-${this.answered.size + 1}`,
    });
    if (call === 'bet') {
      if (this.tombstones.has(transactionId)) return { status: 'TRANSACTION_ROLLED_BACK' };
      if (player.loggedOut || this.tokens.get(String(body.token)) !== player.playerId) {
        return { status: 'INVALID_TOKEN' };
      }
      const amount = parseAmount(String(body.amount))!;
      if (amount > player.balance) {
        return { status: 'INSUFFICIENT_FUNDS', balance: formatAmount(player.balance) };
      }
      player.balance -= amount;
      this.bets.set(transactionId, {
        transactionId,
        playerId: player.playerId,
        amount,
        roundId,
        rolledBack: false,
      });
      return ok();
    }
    if (call === 'win') {
      const hasBet = [...this.bets.values()].some((b) => b.roundId === roundId && !b.rolledBack);
      if (!hasBet) return { status: 'BET_NOT_FOUND' };
      if (this.closedRounds.has(roundId)) return { status: 'ROUND_CLOSED' };
      player.balance += parseAmount(String(body.amount))!;
      if (body.roundEnded === true) this.closedRounds.add(roundId);
      return ok();
    }
    const betId = String(body.betTransactionId);
    const bet = this.bets.get(betId);
    if (!bet) {
      this.tombstones.add(betId);
      return ok();
    }
    if (!bet.rolledBack) {
      bet.rolledBack = true;
      player.balance += bet.amount;
    }
    return ok();
  }

  /** Whether the portal counts this vendor's signature as valid. */
  verify(vendor: string, raw: string, signature: unknown): boolean {
    return verifyBody(vendorSecret(this.seed, vendor), raw, signature);
  }
}

/** Starts a fake portal on 127.0.0.1 with an ephemeral port. */
export async function startFakePortal(seed: string): Promise<FakePortal> {
  const app = Fastify({ logger: false });
  const portal = new FakePortal(seed, app);
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string' }, (_req, body, done) => done(null, body));
  app.post<{ Params: { vendor: string; call: string } }>(
    '/provider/v1/:vendor/:call',
    async (request, reply) => {
      const { vendor, call } = request.params;
      const raw = typeof request.body === 'string' ? request.body : '';
      if (!portal.verify(vendor, raw, request.headers[PROVIDER_SIGNATURE_HEADER])) {
        return reply.status(401).send({ status: 'INVALID_SIGNATURE' });
      }
      if (request.headers['content-type'] !== 'application/json') {
        return reply.status(400).send({ status: 'BAD_REQUEST' });
      }
      const schema = SCHEMAS[call as ProviderCall] as (typeof SCHEMAS)[ProviderCall] | undefined;
      if (!schema) return reply.status(404).send({ status: 'BAD_REQUEST' });
      let json: unknown;
      try {
        json = JSON.parse(raw);
      } catch {
        return reply.status(400).send({ status: 'BAD_REQUEST' });
      }
      const parsed = schema.safeParse(json);
      if (!parsed.success) return reply.status(400).send({ status: 'BAD_REQUEST' });
      const result = portal.handle(call as ProviderCall, vendor, parsed.data);
      if (result.delayMs > 0) await new Promise((r) => setTimeout(r, result.delayMs));
      return reply.status(result.http).send(result.answer);
    },
  );
  await app.listen({ port: 0, host: '127.0.0.1' });
  portal.url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  return portal;
}
