// serve_openai.mjs — drives `dlgo serve` with the official `openai` npm package (installed by tests/test_serve.c
// into a temporary folder; nothing of it is committed). Usage: node serve_openai.mjs BASE_URL API_KEY PARALLEL EOS_ID
// Prints one line per check ("ok NAME" / "FAIL NAME: why") and exits non-zero if any failed.
import OpenAI from 'openai';

const [base, apiKey, parallelArg, eosArg] = process.argv.slice(2);
const parallel = Number(parallelArg);
const client = new OpenAI({ baseURL: base, apiKey, maxRetries: 0, timeout: 60000 });
let failed = 0;
function check(name, cond, why) {
    if (cond) console.log(`ok ${name}`);
    else { failed++; console.log(`FAIL ${name}: ${why}`); }
}
async function health() {
    const r = await fetch(base.replace(/\/v1$/, '') + '/health');
    return r.json();
}
const msgs = (text) => [{ role: 'system', content: 'You tell short stories.' }, { role: 'user', content: text }];

async function chatText(seed, text = 'Tell me about a cat', max = 24) {
    const r = await client.chat.completions.create({ model: 'any', messages: msgs(text), max_tokens: max, seed, temperature: 0.9 });
    return r;
}
async function streamText(seed, text = 'Tell me about a cat', max = 24) {
    const s = await client.chat.completions.create({ model: 'any', messages: msgs(text), max_tokens: max, seed, temperature: 0.9,
                                                    stream: true, stream_options: { include_usage: true } });
    let out = '', finish = null, usage = null, chunks = 0, role = null;
    for await (const ch of s) {
        chunks++;
        if (ch.usage) usage = ch.usage;
        if (!ch.choices.length) continue;
        const c = ch.choices[0];
        if (c.delta?.role) role = c.delta.role;
        if (c.delta?.content) out += c.delta.content;
        if (c.finish_reason) finish = c.finish_reason;
    }
    return { out, finish, usage, chunks, role };
}

try {
    // models
    const models = await client.models.list();
    const ids = [];
    for await (const m of models) ids.push(m.id);
    check('models.list', ids.length === 1 && typeof ids[0] === 'string' && ids[0].length > 0, JSON.stringify(ids));

    // chat, one JSON answer
    const a = await chatText(42);
    const ca = a.choices[0];
    check('chat: an answer', a.object === 'chat.completion' && ca.message.role === 'assistant' && typeof ca.message.content === 'string' &&
          ca.message.content.length > 0 && ['stop', 'length'].includes(ca.finish_reason), JSON.stringify(a));
    check('chat: usage', a.usage && a.usage.prompt_tokens > 0 && a.usage.completion_tokens > 0 && a.usage.completion_tokens <= 24 &&
          a.usage.total_tokens === a.usage.prompt_tokens + a.usage.completion_tokens, JSON.stringify(a.usage));

    // the same seed gives the same text; the stream carries the same text as the JSON answer
    const b = await chatText(42);
    check('chat: same seed, same text', b.choices[0].message.content === ca.message.content,
          `${JSON.stringify(ca.message.content)} vs ${JSON.stringify(b.choices[0].message.content)}`);
    check('chat: the second request reuses the cached prompt', b.usage.prompt_tokens_details?.cached_tokens > 0, JSON.stringify(b.usage));
    const st = await streamText(42);
    check('stream: deltas, role, finish, usage', st.chunks > 2 && st.role === 'assistant' && ['stop', 'length'].includes(st.finish) &&
          st.usage && st.usage.completion_tokens === a.usage.completion_tokens, JSON.stringify(st));
    check('stream: same text as the JSON answer', st.out === ca.message.content, `${JSON.stringify(st.out)} vs ${JSON.stringify(ca.message.content)}`);

    // completions, with logprobs
    const cmp = await client.completions.create({ model: 'any', prompt: 'Once upon a time', max_tokens: 12, temperature: 0, logprobs: 3 });
    const cc = cmp.choices[0];
    check('completions: text', cmp.object === 'text_completion' && typeof cc.text === 'string' && cc.text.length > 0, JSON.stringify(cmp));
    check('completions: logprobs', cc.logprobs && cc.logprobs.tokens.length === cmp.usage.completion_tokens &&
          cc.logprobs.top_logprobs.every((t) => Object.keys(t).length >= 1 && Object.keys(t).length <= 3) &&
          cc.logprobs.token_logprobs.every((x) => x <= 0), JSON.stringify(cc.logprobs));
    const lp = await client.chat.completions.create({ model: 'any', messages: msgs('Hi'), max_tokens: 4, temperature: 0, logprobs: true, top_logprobs: 2 });
    const lc = lp.choices[0].logprobs?.content;
    check('chat: logprobs', Array.isArray(lc) && lc.length === lp.usage.completion_tokens && lc.every((e) => e.top_logprobs.length === 2 &&
          e.logprob <= 0 && Math.abs(e.logprob - e.top_logprobs[0].logprob) < 1e-4), JSON.stringify(lc));
    // greedy completions stop at a stop string
    const full = cc.text;
    const cut = full.indexOf(' ', 2) > 0 ? full.slice(full.indexOf(' ', 2), full.indexOf(' ', 2) + 3) : null;
    if (cut) {
        const stopped = await client.completions.create({ model: 'any', prompt: 'Once upon a time', max_tokens: 12, temperature: 0, stop: [cut] });
        check('completions: stop string', stopped.choices[0].finish_reason === 'stop' && full.startsWith(stopped.choices[0].text) &&
              !stopped.choices[0].text.includes(cut), `${JSON.stringify(stopped.choices[0])} (full ${JSON.stringify(full)}, stop ${JSON.stringify(cut)})`);
    }

    // 8 concurrent streams (more than the slots: the rest queue): each equals its seed's text alone
    const alone = [];
    for (let i = 0; i < 8; i++) alone.push((await chatText(100 + i, `Story number ${i}`, 20)).choices[0].message.content);
    const t0 = Date.now();
    const together = await Promise.all([...Array(8).keys()].map((i) => streamText(100 + i, `Story number ${i}`, 20)));
    const ms = Date.now() - t0;
    check('8 concurrent streams finish', together.every((r) => ['stop', 'length'].includes(r.finish)), JSON.stringify(together.map((r) => r.finish)));
    const same = together.filter((r, i) => r.out === alone[i]).length;
    check('8 concurrent streams: each text equals its seed alone', same === 8, `${same} of 8 equal`);
    console.log(`info 8 concurrent streams (${parallel} slots): ${ms} ms`);

    // a cancelled stream: the client stops reading after a few chunks (the SDK aborts the request); the end of text
    // is banned so the generation would run until the context is full
    const long = await client.chat.completions.create({ model: 'any', messages: msgs('A very long story'), max_tokens: 100000, stream: true,
                                                        logit_bias: { [eosArg]: -100 } });
    let got = 0;
    for await (const ch of long) { if (ch.choices.length && ++got === 3) break; }
    check('cancel: the client stops mid-stream', got === 3, `got ${got}`);
    let h = null;
    for (let i = 0; i < 100; i++) {
        h = await health();
        if (h.slots_idle === parallel) break;
        await new Promise((r) => setTimeout(r, 50));
    }
    check('cancel: the slot is free again', h && h.slots_idle === parallel && h.requests_queued === 0, JSON.stringify(h));
    const after = await chatText(7);
    check('cancel: the server keeps serving', after.choices[0].message.content.length > 0, JSON.stringify(after));

    // errors come back as the SDK's typed errors
    try {
        await client.chat.completions.create({ model: 'any', messages: msgs('x'), max_tokens: 4, not_a_field: 1 });
        check('400 as BadRequestError', false, 'no error');
    } catch (e) { check('400 as BadRequestError', e instanceof OpenAI.BadRequestError && /not_a_field/.test(e.message), String(e)); }
    try {
        await new OpenAI({ baseURL: base, apiKey: 'wrong-key', maxRetries: 0 }).models.list();
        check('401 as AuthenticationError', false, 'no error');
    } catch (e) { check('401 as AuthenticationError', e instanceof OpenAI.AuthenticationError, String(e)); }
    try {
        await client.chat.completions.create({ model: 'any', messages: msgs('x'), tools: [{ type: 'function', function: { name: 'f', parameters: {} } }] });
        check('tools: a clear 400 for a model without a Jinja template', false, 'no error');
    } catch (e) { check('tools: a clear 400 for a model without a Jinja template', e instanceof OpenAI.BadRequestError && /Jinja/.test(e.message), String(e)); }
} catch (e) {
    failed++;
    console.log(`FAIL unexpected: ${e && e.stack ? e.stack : e}`);
}
console.log(failed ? `${failed} failed` : 'all passed');
process.exit(failed ? 1 : 0);
