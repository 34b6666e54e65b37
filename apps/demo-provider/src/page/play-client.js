/* global document, window */
// The game page's script: inlined into /play/:session, talks only to this service's
// /api/sessions/:id endpoints. No framework; DOM built with h() (never innerHTML).
'use strict';

(() => {
  const boot = JSON.parse(document.getElementById('boot').textContent);
  const TEXT = boot.text;
  const SVG = 'http://www.w3.org/2000/svg';
  const main = document.getElementById('game');
  const balanceEl = document.getElementById('balance');
  const toastEl = document.getElementById('toast');
  const base = `../api/sessions/${encodeURIComponent(boot.sessionId)}`;
  let clockOffset = 0;

  function t(key, params) {
    const text = TEXT[key] ?? key;
    return text.replace(/\{(\w+)\}/g, (_, name) => String(params?.[name] ?? ''));
  }

  /** Element builder: h('div', { class: 'x', text: 'y', onclick: fn, 'aria-label': 'z' }, child…). */
  function h(tag, props, ...children) {
    const el = document.createElement(tag);
    applyProps(el, props);
    el.append(...children.flat().filter((c) => c !== null && c !== undefined && c !== false));
    return el;
  }

  function s(tag, attrs, ...children) {
    const el = document.createElementNS(SVG, tag);
    for (const [name, value] of Object.entries(attrs ?? {})) el.setAttribute(name, String(value));
    el.append(...children);
    return el;
  }

  function applyProps(el, props) {
    for (const [name, value] of Object.entries(props ?? {})) {
      if (value === undefined || value === null || value === false) continue;
      if (name === 'class') el.className = value;
      else if (name === 'text') el.textContent = value;
      else if (name.startsWith('on')) el.addEventListener(name.slice(2), value);
      else if (name === 'style') {
        for (const [k, v] of Object.entries(value)) el.style.setProperty(k, v);
      } else el.setAttribute(name, value === true ? '' : String(value));
    }
  }

  async function api(path, body) {
    const init =
      body === undefined
        ? { headers: { accept: 'application/json' } }
        : {
            method: 'POST',
            headers: { 'content-type': 'application/json', accept: 'application/json' },
            body: JSON.stringify(body),
          };
    let res;
    try {
      res = await fetch(base + path, init);
    } catch {
      throw Object.assign(new Error(t('errorGeneric')), { code: 'NETWORK' });
    }
    const data = await res.json().catch(() => ({}));
    if (!res.ok) {
      throw Object.assign(new Error(data?.error?.message || t('errorGeneric')), {
        code: data?.error?.code,
      });
    }
    return data;
  }

  function money(amount) {
    return amount === undefined || amount === null ? '—' : `${amount} ${boot.currency}`;
  }

  function setBalance(amount) {
    if (amount !== undefined && amount !== null) balanceEl.textContent = money(amount);
  }

  async function refreshBalance() {
    try {
      setBalance((await api('/balance')).balance);
    } catch {
      // The next answer from the wallet will show it.
    }
  }

  let toastTimer;
  function toast(message, kind) {
    toastEl.textContent = message;
    toastEl.className = `toast show ${kind ?? ''}`;
    clearTimeout(toastTimer);
    toastTimer = setTimeout(() => (toastEl.className = 'toast'), kind === 'error' ? 5000 : 2600);
  }

  /** After a round: balance, banner and the pending-credit note. */
  function settled(answer, banner, winText) {
    setBalance(answer.balance);
    const payout = Number(answer.payout);
    banner.className = payout > 0 ? 'banner win' : 'banner';
    banner.textContent =
      payout > 0 ? (winText ?? t('youWon', { amount: money(answer.payout) })) : t('noWin');
    if (answer.credit === 'PENDING') {
      toast(t('creditPending'));
      setTimeout(refreshBalance, 2500);
    }
  }

  function failed(err) {
    toast(err.message, 'error');
    if (err.code === 'INSUFFICIENT_FUNDS' || err.code === 'PORTAL_UNAVAILABLE') {
      setTimeout(refreshBalance, 500);
    }
  }

  // ---------------------------------------------------------------- stake

  function stakeControl(limits, compact) {
    const min = Number(limits.min);
    const max = Number(limits.max);
    const steps = [0.1, 0.2, 0.5, 1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000, 5000, 10000];
    const chips = steps.filter((v) => v >= min && v <= max);
    if (!chips.includes(min)) chips.unshift(min);
    const input = h('input', {
      inputmode: 'decimal',
      'aria-label': t('stake'),
      value: (chips[Math.min(2, chips.length - 1)] ?? min).toFixed(2),
    });
    const chipButtons = chips.slice(0, 6).map((v) =>
      h('button', {
        type: 'button',
        class: 'chip',
        text: String(v),
        onclick: () => set(v),
      }),
    );
    function set(v) {
      input.value = Math.min(max, Math.max(min, v)).toFixed(2);
      mark();
    }
    function mark() {
      for (const [i, b] of chipButtons.entries()) {
        b.setAttribute('aria-pressed', String(Number(input.value) === chips[i]));
      }
    }
    function step(direction) {
      const current = Number(input.value) || min;
      const next =
        direction > 0
          ? (chips.find((v) => v > current) ?? max)
          : ([...chips].reverse().find((v) => v < current) ?? min);
      set(next);
    }
    input.addEventListener('input', mark);
    mark();
    const el = h(
      'div',
      { class: 'stake' },
      h(
        'div',
        { class: 'row spread' },
        compact ? null : h('strong', { text: t('stake') }),
        h('span', { class: 'muted', text: t('limits', { min: limits.min, max: limits.max }) }),
      ),
      h(
        'div',
        { class: 'stake-row' },
        h('button', { type: 'button', text: '−', 'aria-label': '−', onclick: () => step(-1) }),
        input,
        h('button', { type: 'button', text: '+', 'aria-label': '+', onclick: () => step(1) }),
      ),
      compact ? null : h('div', { class: 'chips' }, chipButtons),
    );
    return { el, value: () => input.value.trim() };
  }

  // ---------------------------------------------------------------- slot (RNG)

  function symbolSvg(name) {
    const svg = s('svg', { viewBox: '0 0 64 64', 'aria-label': name, role: 'img' });
    switch (name) {
      case 'cherry':
        svg.append(
          s('path', {
            d: 'M33 6 C30 22 24 30 20 40 M33 6 C37 22 42 30 44 42',
            fill: 'none',
            stroke: '#2f8f3a',
            'stroke-width': 3,
          }),
          s('ellipse', { cx: 40, cy: 10, rx: 9, ry: 4, fill: '#3fae4a' }),
          s('circle', { cx: 20, cy: 46, r: 12, fill: '#d62839' }),
          s('circle', { cx: 44, cy: 48, r: 12, fill: '#c01f31' }),
          s('circle', { cx: 16, cy: 42, r: 3, fill: '#fff', opacity: 0.6 }),
          s('circle', { cx: 40, cy: 44, r: 3, fill: '#fff', opacity: 0.6 }),
        );
        break;
      case 'lemon':
        svg.append(
          s('ellipse', {
            cx: 32,
            cy: 34,
            rx: 24,
            ry: 17,
            fill: '#f7d81e',
            stroke: '#c9a800',
            'stroke-width': 2,
          }),
          s('circle', { cx: 8, cy: 34, r: 3, fill: '#c9a800' }),
          s('circle', { cx: 56, cy: 34, r: 3, fill: '#c9a800' }),
          s('ellipse', { cx: 24, cy: 28, rx: 7, ry: 3, fill: '#fff', opacity: 0.5 }),
        );
        break;
      case 'melon':
        svg.append(
          s('path', { d: 'M4 22 A28 28 0 0 0 60 22 Z', fill: '#2a9d3f' }),
          s('path', { d: 'M9 22 A23 23 0 0 0 55 22 Z', fill: '#ef476f' }),
          ...[18, 28, 38, 46, 24, 34].map((x, i) =>
            s('ellipse', { cx: x, cy: i < 4 ? 30 : 38, rx: 1.8, ry: 3, fill: '#222' }),
          ),
        );
        break;
      case 'bell':
        svg.append(
          s('path', {
            d: 'M32 7 C19 7 16 22 16 33 L9 46 H55 L48 33 C48 22 45 7 32 7 Z',
            fill: '#f2b400',
            stroke: '#a8700a',
            'stroke-width': 2,
          }),
          s('circle', { cx: 32, cy: 52, r: 6, fill: '#a8700a' }),
          s('path', {
            d: 'M22 30 C23 20 27 15 31 13',
            stroke: '#fff6',
            'stroke-width': 3,
            fill: 'none',
          }),
        );
        break;
      case 'bar':
        svg.append(
          s('rect', { x: 4, y: 18, width: 56, height: 28, rx: 6, fill: '#1e1e1e' }),
          s('rect', { x: 8, y: 22, width: 48, height: 20, rx: 4, fill: 'none', stroke: '#f0bf4c' }),
          s(
            'text',
            {
              x: 32,
              y: 39,
              'text-anchor': 'middle',
              'font-size': 17,
              'font-weight': 900,
              fill: '#fff',
              'font-family': 'system-ui, sans-serif',
            },
            'BAR',
          ),
        );
        break;
      default:
        svg.append(
          s(
            'text',
            {
              x: 32,
              y: 54,
              'text-anchor': 'middle',
              'font-size': 58,
              'font-weight': 900,
              fill: '#d62839',
              stroke: '#6d0d16',
              'stroke-width': 2,
              'font-family': 'Georgia, serif',
            },
            '7',
          ),
        );
    }
    return svg;
  }

  function slot(state) {
    const { symbols, paytable, lines } = state.game;
    const stake = stakeControl(state.limits);
    const cells = [];
    const reels = h('div', { class: 'reels', role: 'grid' });
    for (let row = 0; row < 3; row += 1) {
      for (let reel = 0; reel < 5; reel += 1) {
        const cell = h('div', { class: 'cell', role: 'gridcell' });
        cells[reel * 3 + row] = cell;
        reels.append(cell);
      }
    }
    const show = (reel, row, name) => cells[reel * 3 + row].replaceChildren(symbolSvg(name));
    for (let i = 0; i < 15; i += 1) {
      show(i % 5, Math.floor(i / 5), symbols[(i * 7) % symbols.length]);
    }
    const banner = h('div', { class: 'banner', role: 'status', text: '' });
    const spin = h('button', { class: 'btn wide', type: 'button', text: t('spin') });
    spin.addEventListener('click', async () => {
      spin.disabled = true;
      for (const c of cells) c.classList.remove('win');
      reels.classList.add('spinning');
      banner.className = 'banner';
      banner.textContent = '';
      const flicker = setInterval(() => {
        for (let i = 0; i < 15; i += 1) {
          show(i % 5, Math.floor(i / 5), symbols[Math.floor(Math.random() * symbols.length)]);
        }
      }, 90);
      const started = Date.now();
      try {
        const answer = await api('/play', { stake: stake.value() });
        await wait(Math.max(0, 650 - (Date.now() - started)));
        clearInterval(flicker);
        reels.classList.remove('spinning');
        answer.outcome.grid.forEach((column, reel) =>
          column.forEach((name, row) => show(reel, row, name)),
        );
        for (const win of answer.outcome.wins) {
          for (let reel = 0; reel < win.count; reel += 1) {
            cells[reel * 3 + lines[win.line][reel]].classList.add('win');
          }
        }
        settled(answer, banner);
      } catch (err) {
        clearInterval(flicker);
        reels.classList.remove('spinning');
        failed(err);
      } finally {
        spin.disabled = false;
      }
    });
    const table = h(
      'div',
      { class: 'paytable' },
      h('span'),
      ['×3', '×4', '×5'].map((x) => h('span', { class: 'head', text: x })),
      [...symbols]
        .reverse()
        .map((name) => [symbolSvg(name), paytable[name].map((m) => h('span', { text: `${m}×` }))]),
    );
    main.replaceChildren(
      h('section', { class: 'machine' }, reels),
      banner,
      h('section', { class: 'panel' }, stake.el, spin),
      h(
        'details',
        { class: 'panel' },
        h('summary', { text: t('paytable') }),
        h('p', { class: 'muted', text: t('lines') }),
        table,
      ),
    );
  }

  // ---------------------------------------------------------------- cards (LIVE, PVP)

  const RANKS = ['', 'A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
  const SUITS = ['♠', '♥', '♦', '♣'];

  function cardEl(card, delayMs) {
    const red = card.suit === 1 || card.suit === 2;
    return h(
      'div',
      {
        class: red ? 'card red' : 'card',
        style: { 'animation-delay': `${delayMs}ms` },
        'aria-label': `${RANKS[card.rank]}${SUITS[card.suit]}`,
      },
      h('span', { text: `${RANKS[card.rank]}${SUITS[card.suit]}` }),
      h('span', { class: 'big', text: SUITS[card.suit] }),
    );
  }

  const backCard = () => h('div', { class: 'card back', 'aria-hidden': 'true' });

  function ratioLabel(returnHundredths) {
    const ratio = (returnHundredths - 100) / 100;
    return `${Number.isInteger(ratio) ? ratio : ratio.toFixed(2)}:1`;
  }

  /** A two-sided card table: baccarat (Player/Banker) or Dragon Tiger. */
  function cardTable(state, sides, dealOrder) {
    const { spots, returns } = state.game;
    const stake = stakeControl(state.limits);
    const hands = Object.fromEntries(
      sides.map((side) => {
        const cards = h('div', { class: 'cards' }, backCard(), side.cards > 1 ? backCard() : null);
        const total = h('div', { class: 'total', text: '' });
        const el = h('div', { class: 'hand' }, h('h3', { text: t(side.key) }), cards, total);
        return [side.spot, { el, cards, total }];
      }),
    );
    let chosen = spots[0];
    const spotButtons = spots.map((spot) =>
      h(
        'button',
        {
          type: 'button',
          class: `spot ${spot.toLowerCase()}`,
          'aria-pressed': String(spot === chosen),
          onclick: (event) => {
            chosen = spot;
            for (const b of spotButtons) {
              b.setAttribute('aria-pressed', String(b === event.currentTarget));
            }
          },
        },
        h('span', { text: t(spot.toLowerCase()) }),
        h('small', { text: ratioLabel(returns[spot]) }),
      ),
    );
    const banner = h('div', { class: 'banner', role: 'status' });
    const deal = h('button', { class: 'btn wide', type: 'button', text: t('deal') });
    deal.addEventListener('click', async () => {
      deal.disabled = true;
      banner.className = 'banner';
      banner.textContent = '';
      for (const hand of Object.values(hands)) {
        hand.el.classList.remove('winner');
        hand.total.textContent = '';
        hand.cards.replaceChildren(backCard());
      }
      try {
        const answer = await api('/play', { stake: stake.value(), spot: chosen });
        const dealt = dealOrder(answer.outcome);
        for (const hand of Object.values(hands)) hand.cards.replaceChildren();
        dealt.forEach(({ spot, card }, i) => hands[spot].cards.append(cardEl(card, i * 260)));
        await wait(dealt.length * 260 + 200);
        for (const side of sides) {
          if (side.total) hands[side.spot].total.textContent = String(side.total(answer.outcome));
        }
        const winner = answer.outcome.winner;
        if (hands[winner]) hands[winner].el.classList.add('winner');
        const headline =
          winner === 'TIE' ? t('tieResult') : t('wins', { side: t(winner.toLowerCase()) });
        // A tie gives baccarat's Player and Banker stakes back.
        const push = winner === 'TIE' && chosen !== 'TIE' && answer.payout === answer.stake;
        settled(answer, banner, push ? t('push') : undefined);
        banner.textContent = `${headline} · ${banner.textContent}`;
      } catch (err) {
        failed(err);
      } finally {
        deal.disabled = false;
      }
    });
    main.replaceChildren(
      h(
        'section',
        { class: 'felt' },
        sides.map((side) => hands[side.spot].el),
      ),
      banner,
      h('section', { class: 'panel' }, h('div', { class: 'spots' }, spotButtons), stake.el, deal),
    );
  }

  function baccarat(state) {
    cardTable(
      state,
      [
        { spot: 'PLAYER', key: 'player', cards: 2, total: (o) => o.playerTotal },
        { spot: 'BANKER', key: 'banker', cards: 2, total: (o) => o.bankerTotal },
      ],
      (o) => {
        const order = [];
        for (let i = 0; i < 3; i += 1) {
          if (o.player[i]) order.push({ spot: 'PLAYER', card: o.player[i] });
          if (o.banker[i]) order.push({ spot: 'BANKER', card: o.banker[i] });
        }
        return order;
      },
    );
  }

  function dragonTiger(state) {
    cardTable(
      state,
      [
        { spot: 'DRAGON', key: 'dragon', cards: 1, total: (o) => RANKS[o.dragon.rank] },
        { spot: 'TIGER', key: 'tiger', cards: 1, total: (o) => RANKS[o.tiger.rank] },
      ],
      (o) => [
        { spot: 'DRAGON', card: o.dragon },
        { spot: 'TIGER', card: o.tiger },
      ],
    );
  }

  // ---------------------------------------------------------------- fish (FISH)

  const FISH_LOOK = {
    minnow: { color: '#9ad1d4', size: 42, speed: 8 },
    clownfish: { color: '#ff8c42', size: 46, speed: 9, stripes: true },
    puffer: { color: '#f4d35e', size: 50, speed: 11, round: true },
    squid: { color: '#c77dff', size: 48, speed: 10 },
    turtle: { color: '#4caf50', size: 56, speed: 14, round: true },
    ray: { color: '#7f8fa6', size: 64, speed: 12 },
    shark: { color: '#8d99ae', size: 78, speed: 10, fin: true },
    'golden-whale': { color: '#f5c518', size: 92, speed: 16, fin: true },
  };

  function fishSvg(kind) {
    const look = FISH_LOOK[kind] ?? FISH_LOOK.minnow;
    const w = look.size;
    const hgt = Math.round(w * (look.round ? 0.75 : 0.55));
    const svg = s('svg', { viewBox: '0 0 100 60', width: w, height: hgt, 'aria-hidden': 'true' });
    svg.append(
      s('polygon', { points: '18,30 0,10 0,50', fill: look.color, opacity: 0.85 }),
      s('ellipse', {
        cx: 58,
        cy: 30,
        rx: 40,
        ry: look.round ? 26 : 19,
        fill: look.color,
        stroke: '#0003',
      }),
    );
    if (look.fin) svg.append(s('polygon', { points: '50,12 62,0 68,14', fill: look.color }));
    if (look.stripes) {
      svg.append(
        s('rect', { x: 44, y: 12, width: 6, height: 36, fill: '#fff', opacity: 0.9 }),
        s('rect', { x: 68, y: 14, width: 6, height: 32, fill: '#fff', opacity: 0.9 }),
      );
    }
    svg.append(
      s('circle', { cx: 82, cy: 25, r: 5, fill: '#fff' }),
      s('circle', { cx: 83, cy: 25, r: 2.5, fill: '#111' }),
    );
    return svg;
  }

  function fish(state) {
    const { kinds } = state.game;
    const multiplier = Object.fromEntries(kinds.map((k) => [k.kind, k.multiplier]));
    const stake = stakeControl(state.limits);
    const pond = h('div', { class: 'pond', role: 'group', 'aria-label': t('fishHint') });
    for (let i = 0; i < 8; i += 1) {
      pond.append(
        h('span', {
          class: 'bubble',
          style: { left: `${(i * 37) % 100}%`, 'animation-delay': `-${i * 0.8}s` },
        }),
      );
    }
    pond.append(
      s(
        'svg',
        { class: 'cannon', viewBox: '0 0 60 60', 'aria-hidden': 'true' },
        s('rect', { x: 24, y: 4, width: 12, height: 30, rx: 4, fill: '#37474f' }),
        s('circle', {
          cx: 30,
          cy: 44,
          r: 18,
          fill: '#546e7a',
          stroke: '#263238',
          'stroke-width': 3,
        }),
      ),
    );
    const banner = h('div', { class: 'banner', role: 'status', text: t('fishHint') });
    const swimming = new Map();
    let busy = false;

    function sync(list) {
      const wanted = new Set(list.map((f) => f.id));
      for (const [id, el] of swimming) {
        if (!wanted.has(id) && !el.classList.contains('caught')) {
          el.remove();
          swimming.delete(id);
        }
      }
      for (const f of list) {
        if (swimming.has(f.id)) continue;
        const look = FISH_LOOK[f.kind] ?? FISH_LOOK.minnow;
        const el = h(
          'button',
          {
            type: 'button',
            class: f.leftward ? 'fish leftward' : 'fish',
            'aria-label': `${t(`fish_${f.kind}`)} ×${multiplier[f.kind]}`,
            style: {
              top: `${6 + f.lane * 12.5}%`,
              '--swim': `${look.speed + (f.id % 4)}s`,
              '--delay': `-${(f.id * 1.7) % look.speed}s`,
            },
            onclick: (event) => shoot(f, el, event),
          },
          fishSvg(f.kind),
          h('span', { class: 'tag', text: `×${multiplier[f.kind]}` }),
        );
        swimming.set(f.id, el);
        pond.append(el);
      }
    }

    function splash(event, hit) {
      const box = pond.getBoundingClientRect();
      const mark = h('span', {
        class: hit ? 'splash hit' : 'splash',
        style: { left: `${event.clientX - box.left}px`, top: `${event.clientY - box.top}px` },
      });
      pond.append(mark);
      setTimeout(() => mark.remove(), 600);
    }

    async function shoot(target, el, event) {
      if (busy) return;
      busy = true;
      try {
        const answer = await api('/play', { stake: stake.value(), fishId: target.id });
        splash(event, answer.outcome.hit);
        if (answer.outcome.hit) {
          el.classList.add('caught');
          setTimeout(() => {
            el.remove();
            swimming.delete(target.id);
          }, 650);
        }
        settled(
          answer,
          banner,
          answer.outcome.hit ? t('caught', { amount: money(answer.payout) }) : undefined,
        );
        if (!answer.outcome.hit) banner.textContent = t('missed');
        sync(answer.outcome.pond);
      } catch (err) {
        failed(err);
        if (err.code === 'FISH_GONE') {
          api('').then(
            (s2) => sync(s2.game.pond),
            () => {},
          );
        }
      } finally {
        busy = false;
      }
    }

    sync(state.game.pond);
    main.replaceChildren(
      pond,
      banner,
      h('section', { class: 'panel' }, stake.el),
      h(
        'section',
        { class: 'panel' },
        h(
          'div',
          { class: 'legend' },
          kinds.map((k) => h('span', { text: `${t(`fish_${k.kind}`)} ×${k.multiplier}` })),
        ),
      ),
    );
  }

  // ---------------------------------------------------------------- events (SPORTS, ESPORTS, COCKFIGHT)

  function clock(at) {
    const left = Math.max(0, Math.round((at - (Date.now() + clockOffset)) / 1000));
    return `${Math.floor(left / 60)}:${String(left % 60).padStart(2, '0')}`;
  }

  function countdown(at, key, params) {
    const el = h('span', { class: 'countdown' });
    const update = () => {
      const left = at - (Date.now() + clockOffset);
      el.textContent = left > 0 ? t(key, { ...params, time: clock(at) }) : t('settling');
    };
    update();
    el.dataset.tick = '1';
    el.tick = update;
    return el;
  }

  function selectionName(pick, fixtureOrTicket) {
    switch (pick) {
      case 'HOME':
        return fixtureOrTicket.home ?? fixtureOrTicket.selection;
      case 'AWAY':
        return fixtureOrTicket.away ?? fixtureOrTicket.selection;
      case 'MERON':
        return `${t('meron')} · ${fixtureOrTicket.home ?? fixtureOrTicket.selection}`;
      case 'WALA':
        return `${t('wala')} · ${fixtureOrTicket.away ?? fixtureOrTicket.selection}`;
      case 'DRAW':
        return t('draw');
      default:
        return pick;
    }
  }

  function sportLine(f) {
    if (f.sport === 'cockfight') return t('fight', { n: f.title });
    if (f.sport === 'esports') return `${t('esports')} · ${f.title}`;
    return t(f.sport);
  }

  function ticketList(tickets, describe, detail) {
    if (tickets.length === 0) return h('p', { class: 'muted', text: t('noTickets') });
    return h(
      'ul',
      { class: 'tickets' },
      tickets.map((ticket) =>
        h(
          'li',
          { class: 'ticket' },
          h('strong', { text: describe(ticket) }),
          h('span', {
            class: `status ${ticket.status}`,
            text: t(ticket.status.toLowerCase()),
          }),
          detail ? detail(ticket) : h('span', { class: 'muted', text: ticket.label }),
          h('span', {
            text:
              ticket.status === 'OPEN'
                ? money(ticket.stake)
                : ticket.status === 'WON'
                  ? `+${money(ticket.payout)}`
                  : `−${money(ticket.stake)}`,
          }),
          ticket.score && !detail ? h('span', { class: 'muted', text: ticket.score }) : null,
        ),
      ),
    );
  }

  /** Polls the board, watches tickets settle, and ticks countdowns. */
  function live(render) {
    const statuses = new Map();
    let first = true;
    function apply(state) {
      clockOffset = state.game.now - Date.now();
      if (state.balance !== undefined) setBalance(state.balance);
      let newlySettled = false;
      for (const ticket of state.game.tickets) {
        const before = statuses.get(ticket.id);
        if (!first && before === 'OPEN' && ticket.status !== 'OPEN') newlySettled = true;
        statuses.set(ticket.id, ticket.status);
      }
      first = false;
      if (newlySettled) {
        toast(t('ticketSettled'));
        if (boot.mode === 'REAL') setTimeout(refreshBalance, 600);
      }
      render(state.game);
    }
    const poll = setInterval(() => {
      if (document.hidden) return;
      api('/board').then(apply, () => {});
    }, 2000);
    const ticker = setInterval(() => {
      for (const el of document.querySelectorAll('[data-tick]')) el.tick?.();
    }, 1000);
    window.addEventListener('pagehide', () => {
      clearInterval(poll);
      clearInterval(ticker);
    });
    return { apply, refresh: () => api('/board').then(apply, () => {}) };
  }

  function events(state) {
    const stake = stakeControl(state.limits, true);
    const cockfight = state.category === 'COCKFIGHT';
    let selection;
    const list = h('div', { class: 'panel' });
    const results = h('div', { class: 'panel' });
    const mine = h('div', { class: 'panel' });
    const chosen = h('p', { class: 'muted', text: t('chooseSelection') });
    const place = h('button', { class: 'btn wide', type: 'button', text: t('placeBet') });
    const slip = h('section', { class: 'panel slip', hidden: true }, chosen, stake.el, place);

    function render(game) {
      const open = game.fixtures.filter((f) => f.status === 'OPEN');
      if (selection && !open.some((f) => f.id === selection.fixture.id)) {
        selection = undefined;
        chosen.textContent = t('chooseSelection');
      }
      slip.hidden = !selection;
      list.replaceChildren(
        ...open.map((f) =>
          h(
            'article',
            { class: 'fixture' },
            h('header', {}, h('span', { text: sportLine(f) }), countdown(f.settlesAt, 'settlesIn')),
            cockfight
              ? h(
                  'div',
                  { class: 'arena' },
                  h('div', { class: 'corner meron', text: f.home }),
                  h('span', { text: 'VS' }),
                  h('div', { class: 'corner wala', text: f.away }),
                )
              : h('div', { class: 'teams', text: `${f.home} – ${f.away}` }),
            h(
              'div',
              { class: 'markets' },
              f.markets.map((m) =>
                h(
                  'button',
                  {
                    type: 'button',
                    class: `odd ${m.pick.toLowerCase()}`,
                    'aria-pressed': String(
                      selection?.fixture.id === f.id && selection?.market.pick === m.pick,
                    ),
                    onclick: () => {
                      selection = { fixture: f, market: m };
                      chosen.textContent = `${f.home} – ${f.away}: ${selectionName(m.pick, f)} @ ${m.odds}`;
                      render(game);
                    },
                  },
                  h('span', {
                    text: cockfight ? t(m.pick.toLowerCase()) : selectionName(m.pick, f),
                  }),
                  h('strong', { text: m.odds }),
                ),
              ),
            ),
          ),
        ),
      );
      results.replaceChildren(
        h('h2', { text: t('results') }),
        ...game.results.map((f) =>
          h(
            'div',
            { class: 'row spread muted' },
            h('span', { text: `${sportLine(f)} · ${f.home} – ${f.away}` }),
            h('strong', {
              text: `${f.score ? `${f.score} · ` : ''}${selectionName(f.result, f)}`,
            }),
          ),
        ),
      );
      mine.replaceChildren(
        h('h2', { text: t('yourTickets') }),
        ticketList(
          game.tickets,
          (ticket) => `${selectionName(ticket.pick, ticket)} @ ${ticket.odds}`,
        ),
      );
    }

    const board = live(render);
    place.addEventListener('click', async () => {
      if (!selection) return toast(t('chooseSelection'), 'error');
      place.disabled = true;
      try {
        const answer = await api('/play', {
          stake: stake.value(),
          eventId: selection.fixture.id,
          pick: selection.market.pick,
        });
        setBalance(answer.balance);
        toast(t('betPlaced'));
        await board.refresh();
      } catch (err) {
        failed(err);
        await board.refresh();
      } finally {
        place.disabled = false;
      }
    });
    main.replaceChildren(list, slip, mine, results);
    board.apply(state);
  }

  // ---------------------------------------------------------------- lottery (LOTT, ELOTT)

  function ballRow(numbers, hits) {
    return h(
      'div',
      { class: 'balls' },
      numbers.map((n) =>
        h('span', { class: hits?.includes(n) ? 'ball hit' : 'ball', text: String(n) }),
      ),
    );
  }

  function lottery(state) {
    const { pool, picks, returns } = state.game;
    const stake = stakeControl(state.limits);
    const picked = new Set();
    const header = h('div', { class: 'row spread' });
    const numberButtons = Array.from({ length: pool }, (_, i) => {
      const n = i + 1;
      return h('button', {
        type: 'button',
        class: 'number',
        text: String(n),
        'aria-pressed': 'false',
        onclick: () => toggle(n),
      });
    });
    function mark() {
      numberButtons.forEach((b, i) => b.setAttribute('aria-pressed', String(picked.has(i + 1))));
    }
    function toggle(n) {
      if (picked.has(n)) picked.delete(n);
      else if (picked.size < picks) picked.add(n);
      mark();
    }
    function quickPick() {
      picked.clear();
      while (picked.size < picks) picked.add(1 + Math.floor(Math.random() * pool));
      mark();
    }
    const draws = h('div', { class: 'panel' });
    const mine = h('div', { class: 'panel' });
    const buy = h('button', { class: 'btn wide', type: 'button', text: t('buyTicket') });

    function render(game) {
      header.replaceChildren(
        h('strong', { text: t('pickNumbers', { count: picks, pool }) }),
        countdown(game.draw.drawAt, 'nextDraw', { n: game.draw.seq }),
      );
      draws.replaceChildren(
        h('h2', { text: t('lastDraws') }),
        ...game.results.map((d) =>
          h(
            'div',
            { class: 'row' },
            h('span', { class: 'muted', text: t('drawNo', { n: d.seq }) }),
            ballRow(d.numbers ?? []),
          ),
        ),
      );
      mine.replaceChildren(
        h('h2', { text: t('yourTickets') }),
        ticketList(
          game.tickets,
          (ticket) =>
            ticket.result === undefined
              ? t('drawNo', { n: ticket.label })
              : `${t('drawNo', { n: ticket.label })} · ${t('matches', { n: ticket.result })}`,
          (ticket) => {
            const drawn = ticket.score ? ticket.score.split(' ').map(Number) : undefined;
            return ballRow(ticket.pick.split(',').map(Number), drawn);
          },
        ),
      );
    }

    const board = live(render);
    buy.addEventListener('click', async () => {
      if (picked.size !== picks) return toast(t('pickNumbers', { count: picks, pool }), 'error');
      buy.disabled = true;
      try {
        const answer = await api('/play', { stake: stake.value(), numbers: [...picked] });
        setBalance(answer.balance);
        toast(t('betPlaced'));
        await board.refresh();
      } catch (err) {
        failed(err);
      } finally {
        buy.disabled = false;
      }
    });
    main.replaceChildren(
      h(
        'section',
        { class: 'panel' },
        header,
        h('div', { class: 'numbers' }, numberButtons),
        h(
          'div',
          { class: 'row' },
          h('button', {
            type: 'button',
            class: 'btn ghost',
            text: t('quickPick'),
            onclick: quickPick,
          }),
          h('button', {
            type: 'button',
            class: 'btn ghost',
            text: t('clear'),
            onclick: () => {
              picked.clear();
              mark();
            },
          }),
        ),
        h(
          'p',
          { class: 'muted' },
          `${t('prizes')}: `,
          returns.map((r) => t('prizeLine', { n: r.matches, x: r.multiplier })).join(' · '),
        ),
        stake.el,
        buy,
      ),
      mine,
      draws,
    );
    board.apply(state);
  }

  // ---------------------------------------------------------------- start

  function wait(ms) {
    return new Promise((resolve) => setTimeout(resolve, ms));
  }

  const ENGINES = {
    slot,
    baccarat,
    'dragon-tiger': dragonTiger,
    fish,
    events,
    lottery,
  };

  async function start() {
    main.replaceChildren(h('p', { class: 'loading', text: t('loading') }));
    try {
      const state = await api('');
      setBalance(state.balance);
      ENGINES[state.game.kind](state);
    } catch (err) {
      main.replaceChildren(
        h(
          'div',
          { class: 'panel error-box' },
          h('p', { text: err.message }),
          h('button', { class: 'btn', type: 'button', text: t('retry'), onclick: start }),
        ),
      );
    }
  }

  void start();
})();
