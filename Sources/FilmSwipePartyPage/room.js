// FilmSwipe's party room in a browser: a client like `filmswipe party join`, speaking the same WebSocket protocol
// (Sources/FilmSwipeParty), with no rules of its own. Every piece of text from the server goes in with textContent.
'use strict';
(function () {
  const VERSION = 1;
  const $ = (id) => document.getElementById(id);
  const code = decodeURIComponent(location.pathname.split('/').pop() || '').toUpperCase().replace(/[\s-]/g, '');
  const storeKey = 'filmswipe:room:' + code;

  const room = {
    welcomed: false, ended: null, member: null, host: null, rules: null, likesLeft: null,
    members: new Map(), names: new Map(), cards: new Map(), deck: [], ahead: [], swiped: new Map(),
    matches: [], closest: null, pick: null,
    mine: new Map(), // this member's votes as far as known: the server's, with the queue over them
    history: [], // films voted here, newest last, for undo
  };
  // Votes made here that the server has not yet shown back in a welcome: sent again on every welcome until it has.
  let saved = load();
  let socket = null, attempt = 0, retryTimer = null, noticeTimer = null;

  function load() {
    try {
      const value = JSON.parse(localStorage.getItem(storeKey) || '{}');
      return { token: typeof value.token === 'string' ? value.token : null, name: typeof value.name === 'string' ? value.name : '', queue: value.queue && typeof value.queue === 'object' ? value.queue : {}, watchlist: typeof value.watchlist === 'string' ? value.watchlist : null };
    } catch (e) {
      return { token: null, name: '', queue: {}, watchlist: null };
    }
  }
  function save() {
    try { localStorage.setItem(storeKey, JSON.stringify(saved)); } catch (e) { /* private mode: the votes live in memory */ }
  }

  // MARK: The connection

  function connect() {
    clearTimeout(retryTimer);
    const scheme = location.protocol === 'https:' ? 'wss://' : 'ws://';
    socket = new WebSocket(scheme + location.host + '/party');
    socket.onopen = () => {
      const hello = { type: 'hello', version: VERSION, code: code, name: saved.name, memberChanges: true };
      if (saved.token) hello.resume = saved.token;
      socket.send(JSON.stringify(hello));
    };
    socket.onmessage = (event) => {
      let message;
      try { message = JSON.parse(event.data); } catch (e) { return; }
      if (message && typeof message.type === 'string') receive(message);
    };
    socket.onclose = () => {
      socket = null;
      if (room.ended) return;
      // Doubling from 0.25 s up to 5 s, up to a quarter off at random, as the terminal client waits.
      const wait = Math.min(250 * Math.pow(2, attempt), 5000) * (1 - Math.random() / 4);
      attempt += 1;
      status(room.welcomed ? 'Reconnecting…' : 'Cannot reach the server; trying again…');
      retryTimer = setTimeout(connect, wait);
    };
  }

  function send(message) {
    if (!socket || socket.readyState !== WebSocket.OPEN || !room.welcomed) return false;
    socket.send(JSON.stringify(message));
    return true;
  }

  function receive(m) {
    switch (m.type) {
      case 'welcome': return welcome(m);
      case 'members': room.members = new Map(m.members.filter((x) => x.present).map((x) => [x.id, x.name])); m.members.forEach((x) => room.names.set(x.id, x.name)); break;
      case 'joined': room.members.set(m.member.id, m.member.name); room.names.set(m.member.id, m.member.name); break;
      case 'left': room.members.delete(m.member); break;
      case 'votes': room.swiped.set(m.film, m.count); break;
      case 'match': matched(m); break;
      case 'closest': room.closest = m.film ? m : null; break;
      case 'refused': return refused(m);
      case 'deck': m.deck.forEach(keep); room.deck = m.deck.map((c) => c.id); break;
      case 'suggested': keep(m.card); room.deck = [m.card.id].concat(room.deck.filter((f) => f !== m.card.id)); room.ahead.unshift(m.card.id); break;
      case 'likes': room.likesLeft = m.left; break;
      case 'overlap': m.films.forEach((f) => { if (!room.ahead.includes(f)) room.ahead.push(f); }); break;
      case 'deciding': countdown(m.seconds); return;
      case 'decided': countdown(0); room.pick = m; showPick(); break;
      case 'ended': return ended(m);
      default: return; // a newer server's message this page does not know
    }
    render();
  }

  function welcome(w) {
    attempt = 0;
    room.welcomed = true;
    room.member = w.member;
    room.host = w.host === undefined ? null : w.host;
    room.rules = w.rules || null;
    room.likesLeft = w.likesLeft === undefined ? null : w.likesLeft;
    room.members = new Map(w.members.filter((x) => x.present).map((x) => [x.id, x.name]));
    w.members.forEach((x) => room.names.set(x.id, x.name));
    w.deck.forEach(keep);
    room.deck = w.deck.map((c) => c.id);
    room.ahead = (w.overlap || []).slice();
    room.swiped = new Map(Object.entries(w.swiped || {}));
    room.matches = w.matches.slice();
    room.closest = w.closest || null;
    room.pick = w.pick || null;
    saved.token = w.resume;
    // The server's votes, with the queue over them; what it lacks is sent again, what it has leaves the queue.
    room.mine = new Map(Object.entries(w.yourVotes || {}));
    for (const [film, vote] of Object.entries(saved.queue)) {
      if (room.matches.some((x) => x.film === film)) { delete saved.queue[film]; continue; }
      if (vote === null) room.mine.delete(film); else room.mine.set(film, vote);
      const held = w.yourVotes ? w.yourVotes[film] : undefined;
      if (held === (vote === null ? undefined : vote)) { delete saved.queue[film]; continue; }
      socket.send(JSON.stringify(vote === null ? { type: 'undo', film: film } : { type: 'vote', film: film, yes: vote }));
    }
    save();
    $('join').hidden = true;
    $('table').hidden = false;
    if (room.pick) showPick();
    render();
  }

  function refused(r) {
    if (!room.welcomed) {
      if (r.reason === 'unknownResume') { saved.token = null; save(); if (socket) socket.onopen(); return; }
      if (r.reason === 'wrongCode') { room.ended = { gone: true }; status('No such room: check the link or the code you were given.'); if (socket) socket.close(1000); return; }
      // Refused at the door (too many wrong codes from this network, a full room): knocking again would not help.
      room.ended = { gone: true };
      status(r.message.charAt(0).toUpperCase() + r.message.slice(1) + ' (reload the page to try again)');
      if (socket) socket.close(1000);
      return;
    }
    if (r.film && (r.reason === 'likeLimit' || r.reason === 'alreadyMatched' || r.reason === 'unknownFilm')) {
      delete saved.queue[r.film];
      room.mine.delete(r.film);
      room.history = room.history.filter((f) => f !== r.film);
      save();
      render();
    }
    notice(r.message.charAt(0).toUpperCase() + r.message.slice(1));
  }

  function matched(match) {
    room.matches.push(match);
    delete saved.queue[match.film];
    save();
    const card = room.cards.get(match.film);
    notice("It's a match! " + (card ? titled(card) : match.film) + ' · ' + match.yes + ' of ' + match.of + ' said yes', 'match');
  }

  function ended(e) {
    room.ended = e;
    saved.token = null;
    save();
    countdown(0);
    $('table').hidden = true;
    $('outcome').hidden = true;
    $('ended').hidden = false;
    const host = room.host !== null ? room.names.get(room.host) : null;
    $('endedText').textContent = (host ? host + ' ended the room for everyone.' : 'The host ended the room for everyone.') + (e.pick ? ' Picked: ' + filmName(e.pick.film) + '.' : '');
    fill($('endedMatches'), e.matches.map((x) => filmName(x.film)), 'No match.');
    status('The room is over.');
    if (socket) socket.close(1000);
  }

  // MARK: Votes

  function order() {
    const matched = new Set(room.matches.map((x) => x.film));
    const seen = new Set();
    const list = [];
    for (const film of room.ahead.concat(room.deck)) {
      if (seen.has(film) || room.mine.has(film) || matched.has(film) || !room.cards.has(film)) continue;
      seen.add(film);
      list.push(film);
    }
    return list;
  }

  function vote(yes, direction) {
    const film = order()[0];
    if (!film || room.ended) return;
    if (yes && room.rules && room.rules.likes && likesLeft() === 0) {
      snapBack();
      notice('You have used all ' + room.rules.likes + ' of your likes: swipe left, or undo a like.');
      return;
    }
    fly(direction);
    room.mine.set(film, yes);
    room.history.push(film);
    saved.queue[film] = yes;
    save();
    send({ type: 'vote', film: film, yes: yes });
    render();
  }

  function undo() {
    const film = room.history.pop();
    if (!film || room.ended || room.matches.some((x) => x.film === film)) return;
    room.mine.delete(film);
    saved.queue[film] = null;
    save();
    send({ type: 'undo', film: film });
    room.ahead = [film].concat(room.ahead.filter((f) => f !== film));
    render();
  }

  function decide() {
    if (!send({ type: 'decide' })) notice('Not connected: the room is asked once the page is back online.');
  }

  function likesLeft() {
    if (!room.rules || !room.rules.likes) return null;
    let yes = 0;
    room.mine.forEach((v) => { if (v === true) yes += 1; });
    return Math.max(0, room.rules.likes - yes);
  }

  // MARK: Drawing

  function keep(card) { if (card && typeof card.id === 'string') room.cards.set(card.id, card); }
  function titled(card) { return card.year ? card.title + ' (' + card.year + ')' : card.title; }
  function filmName(film) { const card = room.cards.get(film); return card ? titled(card) : film; }
  function status(text) { $('status').textContent = text; }
  function el(tag, className, text) { const e = document.createElement(tag); if (className) e.className = className; if (text !== undefined) e.textContent = text; return e; }
  function fill(list, lines, none) { list.replaceChildren(...(lines.length ? lines : [none]).map((line) => el('li', '', line))); }

  function cardView(card, isTop) {
    const view = el('article', 'card ' + (isTop ? 'top' : 'under'));
    view.dataset.film = card.id;
    view.append(el('span', 'stamp yes', 'YES'), el('span', 'stamp no', 'NO'));
    view.append(el('h2', 'title', titled(card)));
    const facts = [];
    if (card.genres && card.genres.length) facts.push(card.genres.join(', '));
    if (card.runtime) facts.push(Math.floor(card.runtime / 60) ? Math.floor(card.runtime / 60) + ' h ' + (card.runtime % 60) + ' min' : card.runtime + ' min');
    if (card.rating) facts.push('★ ' + card.rating.toFixed(1) + (card.ratings ? ' (' + card.ratings.toLocaleString('en') + ' ratings)' : ''));
    view.append(el('p', 'facts', facts.join(' · ')));
    if (card.watch && card.watch.on && card.watch.on.length) {
      view.append(el('p', 'watch', 'Stream in ' + card.watch.region + ' on ' + card.watch.on.map((p) => p.name).join(', ')));
    }
    view.append(el('p', 'logline', card.overview || ''));
    if (card.suggestedBy !== undefined) view.append(el('p', 'by', 'Suggested by ' + (room.names.get(card.suggestedBy) || 'a member')));
    if (card.watchlists >= 2) view.append(el('p', 'watchlists', 'On ' + card.watchlists + ' watchlists'));
    const count = room.swiped.get(card.id);
    if (count) view.append(el('p', 'reason', count + ' of ' + Math.max(room.members.size, count) + ' swiped'));
    return view;
  }

  function render() {
    const names = Array.from(room.members.values());
    $('code').textContent = code;
    status(socket && room.welcomed ? 'Connected' : 'Reconnecting…');
    $('members').textContent = names.length + ' here: ' + names.join(', ');
    const rule = room.rules ? { everyone: 'everyone here says yes', majority: 'more than half of those here say yes', two: 'any two say yes' }[room.rules.match] : null;
    $('rules').textContent = rule ? 'A match when ' + rule + (room.rules.likes ? ' · ' + room.rules.likes + ' likes each' : '') : '';
    const left = likesLeft();
    $('likes').textContent = left === null ? '' : left + (left === 1 ? ' like' : ' likes') + ' left';
    const films = order();
    const stack = $('stack');
    stack.querySelectorAll('.card:not(.flying)').forEach((c) => c.remove());
    films.slice(0, 2).reverse().forEach((film, i, shown) => stack.append(cardView(room.cards.get(film), i === shown.length - 1)));
    $('empty').hidden = films.length > 0;
    $('no').disabled = $('yes').disabled = films.length === 0;
    $('undo').disabled = room.history.length === 0;
    $('decide').disabled = !room.rules;
    fill($('matches'), room.matches.map((x) => filmName(x.film) + ' · ' + x.yes + ' of ' + x.of + ' said yes'), 'No match yet.');
    const closest = room.closest && room.cards.get(room.closest.film);
    $('closest').textContent = closest && !room.matches.length ? 'Closest: ' + titled(closest) + ', ' + room.closest.yes + ' of ' + room.closest.of + ' said yes' : '';
  }

  function countdown(seconds) {
    $('countdown').hidden = seconds <= 0;
    $('countdown').textContent = 'Deciding for you… ' + seconds;
  }

  function showPick() {
    const p = room.pick;
    const among = p.from === 'matches' ? (p.among === 1 ? 'your only match' : 'at random among your ' + p.among + ' matches')
      : (p.among === 1 ? 'the closest film, with no match yet' : 'at random among the ' + p.among + ' closest films, with no match yet');
    const box = $('picked');
    box.replaceChildren(el('h2', '', 'Picked for you'), el('p', 'pick', filmName(p.film)), el('p', '', among));
    box.hidden = false;
  }

  function notice(text, kind) {
    const box = $('notice');
    box.textContent = text;
    box.className = kind || '';
    box.hidden = false;
    clearTimeout(noticeTimer);
    noticeTimer = setTimeout(() => { box.hidden = true; }, 4000);
  }

  // The card leaves in the direction it was swiped while the next is drawn under it.
  function fly(direction) {
    const top = $('stack').querySelector('.card.top');
    if (!top) return;
    top.classList.remove('top', 'dragging');
    top.classList.add('flying', 'out-' + direction);
    top.style.transform = '';
    setTimeout(() => top.remove(), 250);
  }

  function snapBack() {
    const top = $('stack').querySelector('.card.top');
    if (top) { top.classList.remove('dragging'); top.style.transform = ''; top.querySelectorAll('.stamp').forEach((s) => { s.style.opacity = 0; }); }
  }

  // MARK: The watchlist

  // The file goes to the server as it is (it reads it as `filmswipe import letterboxd` would); unticking the box sends
  // an empty watchlist, so the films stop counting as this member's.
  function bringWatchlist(file) {
    // What the server said is kept with the room, so a reload shows the box ticked while the watchlist counts.
    const say = (text, kept) => { $('watchlistStatus').textContent = text; if (kept !== undefined) { saved.watchlist = kept; save(); } };
    if (!saved.token) return say('Join the room first.');
    if (file && file.size > 1048576) return say('That file is over 1 MiB: upload watchlist.csv from your Letterboxd export.');
    say(file ? 'Sending ' + file.name + '…' : 'Taking your watchlist back…');
    const body = file || 'Date,Name,Year,Letterboxd URI\n';
    fetch('/join/' + encodeURIComponent(code) + '/watchlist', { method: 'POST', headers: { 'FilmSwipe-Token': saved.token, 'Content-Type': 'text/csv' }, body: body })
      .then((response) => (response.ok ? response.json().then((n) => {
        if (!file) return say('Your watchlist is no longer counted.', null);
        const missed = n.notInCatalogue + n.ambiguous;
        const text = n.found + (n.found === 1 ? ' film' : ' films') + ' found on the room\'s catalogue, ' + missed + ' not in it' + (n.kept < n.found ? ' (the room counts your ' + n.kept + ' newest)' : '') + '. Films on two or more watchlists come first.';
        say(text, text);
      }) : response.text().then((text) => say(text.trim()))))
      .catch(() => say('Could not reach the server; choose the file again.'));
  }

  // MARK: Touch, mouse and keys

  function drag() {
    const stack = $('stack');
    let start = null;
    stack.addEventListener('pointerdown', (e) => {
      const top = e.target.closest('.card.top');
      if (!top) return;
      start = { x: e.clientX, y: e.clientY, card: top };
      top.setPointerCapture(e.pointerId);
      top.classList.add('dragging');
    });
    stack.addEventListener('pointermove', (e) => {
      if (!start) return;
      const dx = e.clientX - start.x, dy = e.clientY - start.y;
      start.card.style.transform = 'translate(' + dx + 'px,' + dy + 'px) rotate(' + dx / 20 + 'deg)';
      start.card.querySelector('.stamp.yes').style.opacity = Math.max(dx, -dy, 0) / 100;
      start.card.querySelector('.stamp.no').style.opacity = Math.max(-dx, 0) / 100;
    });
    const end = (e) => {
      if (!start) return;
      const dx = e.clientX - start.x, dy = e.clientY - start.y;
      start = null;
      if (dx > 80) vote(true, 'right');
      else if (dx < -80) vote(false, 'left');
      else if (dy < -80) vote(true, 'up');
      else snapBack();
    };
    stack.addEventListener('pointerup', end);
    stack.addEventListener('pointercancel', () => { start = null; snapBack(); });
  }

  function start() {
    $('code').textContent = code;
    // Loopback is this machine's own traffic; anywhere else, plain http is readable by the network. An address in
    // 127.0.0.0/8 is loopback only as four numbers: 127.0.0.1.films.test is a name like any other.
    const host = location.hostname;
    const loopback = host === 'localhost' || host === '[::1]' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host);
    $('insecure').hidden = location.protocol !== 'http:' || loopback;
    $('yes').addEventListener('click', () => vote(true, 'right'));
    $('no').addEventListener('click', () => vote(false, 'left'));
    $('undo').addEventListener('click', undo);
    $('decide').addEventListener('click', decide);
    document.addEventListener('keydown', (e) => {
      if (e.target.tagName === 'INPUT' || $('table').hidden) return;
      if (e.key === 'ArrowRight') vote(true, 'right');
      else if (e.key === 'ArrowUp') vote(true, 'up');
      else if (e.key === 'ArrowLeft') vote(false, 'left');
      else if (e.key === 'u') undo();
      else if (e.key === 'd') decide();
      else return;
      e.preventDefault();
    });
    drag();
    $('bringWatchlist').addEventListener('change', () => {
      const on = $('bringWatchlist').checked;
      $('watchlistPick').hidden = !on;
      if (on && $('watchlistFile').files.length) bringWatchlist($('watchlistFile').files[0]);
      if (!on && $('watchlistStatus').textContent) { $('watchlistFile').value = ''; bringWatchlist(null); }
    });
    $('watchlistFile').addEventListener('change', () => { if ($('watchlistFile').files.length) bringWatchlist($('watchlistFile').files[0]); });
    $('bring').addEventListener('submit', (e) => e.preventDefault());
    if (saved.watchlist) { $('bringWatchlist').checked = true; $('watchlistPick').hidden = false; $('watchlistStatus').textContent = saved.watchlist; }
    $('join').addEventListener('submit', (e) => {
      e.preventDefault();
      saved.name = $('name').value.trim() || 'Guest';
      save();
      try { localStorage.setItem('filmswipe:name', saved.name); } catch (err) { /* the name is asked again next time */ }
      $('join').hidden = true;
      status('Connecting…');
      connect();
    });
    if (saved.token && saved.name) { connect(); return; }
    $('name').value = saved.name || localStorage.getItem('filmswipe:name') || '';
    $('join').hidden = false;
    status('Choose a name to join room ' + code + '.');
  }

  document.addEventListener('DOMContentLoaded', start);
})();
