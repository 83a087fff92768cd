// Drives OllamaSimulator with the official `ollama` and `openai` npm clients and prints one JSON
// line per call: {"client", "call", "ok", "detail"}. Run by ClientConformanceTest:
//   node conformance.mjs <base-url> <ollama-version>
// The simulator's dispatcher picks the reply from the last user message (see the Java test).
import { Ollama } from 'ollama';
import OpenAI from 'openai';

const [base, version] = process.argv.slice(2);
const [major, minor, patch] = version.split('.').map(Number);
const atLeast = (a, b, c) => major !== a ? major > a : minor !== b ? minor > b : patch >= c;
// The profile rules the suite checks (cited in the simulator's Profile class).
const listHasCapabilities = atLeast(0, 30, 0);
const thinkLevelsForAll = atLeast(0, 17, 7);
const errorsTypedByStatus = atLeast(0, 18, 0);
const base64Embeddings = atLeast(0, 12, 7);

const ollama = new Ollama({ host: base });
const openai = new OpenAI({ baseURL: `${base}/v1`, apiKey: 'ollama', maxRetries: 0 });
// A 1x1 red PNG.
const PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==';
const TOOLS = [{
  type: 'function',
  function: {
    name: 'get_weather',
    description: 'Weather for a city',
    parameters: { type: 'object', properties: { city: { type: 'string' } }, required: ['city'] },
  },
}];

function check(cond, detail) {
  if (!cond) throw new Error(detail);
  return detail;
}

async function run(client, call, fn) {
  let line;
  try {
    const detail = await fn();
    line = { client, call, ok: true, detail: String(detail ?? '') };
  } catch (e) {
    line = { client, call, ok: false, detail: `${e?.constructor?.name}: ${e?.message}` };
  }
  process.stdout.write(JSON.stringify(line) + '\n');
}

async function expectError(promise, test) {
  try {
    await promise;
  } catch (e) {
    return test(e);
  }
  throw new Error('no error thrown');
}

const user = (content) => [{ role: 'user', content }];

// ---- ollama (official JavaScript library) ----
await run('ollama-js', 'version', async () => {
  const v = await ollama.version();
  return check(v.version === version, `version ${v.version}`);
});
await run('ollama-js', 'list', async () => {
  const l = await ollama.list();
  const q = l.models.find((m) => m.name === 'qwen2.5:3b');
  check(q && q.details.family === 'qwen2' && !Number.isNaN(Date.parse(q.modified_at)), 'qwen2.5:3b listed');
  const caps = q.capabilities;
  check(listHasCapabilities ? caps?.includes('tools') : caps === undefined,
    `capabilities ${JSON.stringify(caps)}`);
  return `${l.models.length} models, capabilities ${caps ? 'listed' : 'absent'}`;
});
await run('ollama-js', 'show', async () => {
  const s = await ollama.show({ model: 'qwen2.5:3b' });
  check(s.capabilities.includes('tools') && s.details.family === 'qwen2', 'show');
  return `capabilities ${s.capabilities.join(',')}`;
});
await run('ollama-js', 'chat (whole)', async () => {
  const r = await ollama.chat({ model: 'qwen2.5:3b', messages: user('hello') });
  return check(r.message.content === 'Hello from the simulator.' && r.done, r.message.content);
});
await run('ollama-js', 'chat (streamed)', async () => {
  let text = '';
  let last;
  for await (const part of await ollama.chat({ model: 'qwen2.5:3b', messages: user('hello'), stream: true })) {
    text += part.message.content;
    last = part;
  }
  check(text === 'Hello from the simulator.' && last.done && last.done_reason === 'stop', text);
  return `${text} (${last.eval_count} tokens)`;
});
await run('ollama-js', 'chat (tools)', async () => {
  const r = await ollama.chat({ model: 'qwen2.5:3b', messages: user('tools please'), tools: TOOLS });
  const c = r.message.tool_calls?.[0];
  check(c?.function.name === 'get_weather' && c.function.arguments.city === 'Oslo', JSON.stringify(c));
  return `get_weather(${JSON.stringify(c.function.arguments)})`;
});
await run('ollama-js', 'chat (image)', async () => {
  const r = await ollama.chat({ model: 'llava:7b', messages: [{ role: 'user', content: 'image?', images: [PNG] }] });
  return check(r.message.content === 'A red dot.', r.message.content);
});
await run('ollama-js', 'chat (thinking)', async () => {
  const r = await ollama.chat({ model: 'qwen3:4b', messages: user('think about it'), think: true });
  return check(r.message.thinking === '2 and 2 make 4' && r.message.content === 'It is 4.',
    `thinking "${r.message.thinking}"`);
});
await run('ollama-js', 'chat (think level)', async () => {
  const call = ollama.chat({ model: 'qwen3:4b', messages: user('think about it'), think: 'low' });
  if (thinkLevelsForAll) {
    const r = await call;
    return check(r.message.thinking === '2 and 2 make 4', 'accepted');
  }
  return expectError(call, (e) => check(e.status_code === 400 &&
    e.error === 'think value "low" is not supported for this model', `${e.status_code} ${e.error}`));
});
await run('ollama-js', 'chat (think level, gpt-oss)', async () => {
  const r = await ollama.chat({ model: 'gpt-oss:20b', messages: user('think about it'), think: 'low' });
  return check(r.message.thinking === '2 and 2 make 4', 'accepted');
});
await run('ollama-js', 'ps', async () => {
  const p = await ollama.ps();
  check(p.models.some((m) => m.name === 'qwen2.5:3b') && !Number.isNaN(Date.parse(p.models[0].expires_at)), 'ps');
  return `${p.models.length} loaded`;
});
await run('ollama-js', 'generate', async () => {
  const r = await ollama.generate({ model: 'qwen2.5:3b', prompt: 'hello' });
  return check(r.response === 'Hello from the simulator.' && r.done, r.response);
});
await run('ollama-js', 'embed', async () => {
  const r = await ollama.embed({ model: 'nomic-embed-text', input: ['a', 'b'] });
  const again = await ollama.embed({ model: 'nomic-embed-text', input: 'a' });
  check(r.embeddings.length === 2 && r.embeddings[0].length === 2048, 'two vectors of 2048');
  check(JSON.stringify(r.embeddings[0]) === JSON.stringify(again.embeddings[0]), 'deterministic');
  return `2 x ${r.embeddings[0].length}, deterministic`;
});
await run('ollama-js', 'embeddings (legacy)', async () => {
  const r = await ollama.embeddings({ model: 'nomic-embed-text', prompt: 'a' });
  return check(r.embedding.length === 2048, `${r.embedding.length} floats`);
});
await run('ollama-js', 'pull (streamed)', async () => {
  const statuses = [];
  for await (const p of await ollama.pull({ model: 'smollm2:135m', stream: true })) statuses.push(p.status);
  check(statuses[0] === 'pulling manifest' && statuses.at(-1) === 'success', statuses.join(' / '));
  const l = await ollama.list();
  return check(l.models.some((m) => m.name === 'smollm2:135m'), `${statuses.length} statuses, then listed`);
});
await run('ollama-js', 'copy + delete', async () => {
  await ollama.copy({ source: 'qwen2.5:3b', destination: 'mine:latest' });
  await ollama.delete({ model: 'mine:latest' });
  const e = await expectError(ollama.delete({ model: 'mine:latest' }), (x) => x);
  return check(e.status_code === 404 && e.error === "model 'mine:latest' not found", `${e.status_code} ${e.error}`);
});
await run('ollama-js', 'error: unknown model', async () =>
  expectError(ollama.chat({ model: 'nope:1b', messages: user('hello') }), (e) =>
    check(e.status_code === 404 && e.error === "model 'nope:1b' not found", `${e.status_code} ${e.error}`)));
await run('ollama-js', 'error: tools on a model without them', async () =>
  expectError(ollama.chat({ model: 'gemma3:4b', messages: user('tools please'), tools: TOOLS }), (e) =>
    check(e.status_code === 400 && /does not support tools/.test(e.error), `${e.status_code} ${e.error}`)));
await run('ollama-js', 'error: failure mid-stream', async () => {
  let text = '';
  return expectError((async () => {
    for await (const p of await ollama.chat({ model: 'qwen2.5:3b', messages: user('fail'), stream: true })) text += p.message.content;
  })(), (e) => check(e.message === 'model runner has unexpectedly stopped' && text === 'Partial answer',
    `after "${text}": ${e.message}`));
});

// ---- openai (official Node library) against /v1 ----
await run('openai-node', 'models.list', async () => {
  const page = await openai.models.list();
  const q = page.data.find((m) => m.id === 'qwen2.5:3b');
  check(q && q.owned_by === 'library' && q.created < Date.now() / 1000 - 3600, JSON.stringify(q));
  return `${page.data.length} models, created from modified_at`;
});
await run('openai-node', 'models.retrieve', async () => {
  const m = await openai.models.retrieve('qwen2.5:3b');
  return check(m.id === 'qwen2.5:3b' && m.object === 'model', JSON.stringify(m));
});
await run('openai-node', 'chat (whole)', async () => {
  const r = await openai.chat.completions.create({ model: 'qwen2.5:3b', messages: user('hello') });
  const c = r.choices[0];
  check(c.message.content === 'Hello from the simulator.' && c.finish_reason === 'stop', c.message.content);
  return `${c.message.content} (${r.usage.completion_tokens} tokens)`;
});
await run('openai-node', 'chat (streamed)', async () => {
  let text = '';
  let finish;
  const stream = await openai.chat.completions.create({ model: 'qwen2.5:3b', messages: user('hello'), stream: true });
  for await (const chunk of stream) {
    text += chunk.choices[0]?.delta?.content ?? '';
    finish = chunk.choices[0]?.finish_reason ?? finish;
  }
  return check(text === 'Hello from the simulator.' && finish === 'stop', `${text} / ${finish}`);
});
await run('openai-node', 'chat (tools)', async () => {
  const r = await openai.chat.completions.create({ model: 'qwen2.5:3b', messages: user('tools please'), tools: TOOLS });
  const c = r.choices[0];
  const call = c.message.tool_calls?.[0];
  check(c.finish_reason === 'tool_calls' && call.function.name === 'get_weather' &&
    JSON.parse(call.function.arguments).city === 'Oslo', JSON.stringify(c));
  return `get_weather(${call.function.arguments})`;
});
await run('openai-node', 'chat (tools, streamed)', async () => {
  const stream = await openai.chat.completions.stream({ model: 'qwen2.5:3b', messages: user('tools please'), tools: TOOLS });
  const r = await stream.finalChatCompletion();
  const call = r.choices[0].message.tool_calls?.[0];
  return check(call?.function.name === 'get_weather' && JSON.parse(call.function.arguments).city === 'Oslo',
    JSON.stringify(call));
});
await run('openai-node', 'chat (image)', async () => {
  const r = await openai.chat.completions.create({
    model: 'llava:7b',
    messages: [{ role: 'user', content: [{ type: 'text', text: 'image?' },
      { type: 'image_url', image_url: { url: `data:image/png;base64,${PNG}` } }] }],
  });
  return check(r.choices[0].message.content === 'A red dot.', r.choices[0].message.content);
});
await run('openai-node', 'chat (reasoning_effort)', async () => {
  const call = openai.chat.completions.create({ model: 'qwen3:4b', messages: user('think about it'), reasoning_effort: 'low' });
  if (thinkLevelsForAll) {
    const r = await call;
    return check(r.choices[0].message.reasoning === '2 and 2 make 4', 'accepted, reasoning returned');
  }
  return expectError(call, (e) => check(e.status === 400 &&
    e.error?.type === (errorsTypedByStatus ? 'invalid_request_error' : 'api_error') &&
    e.error?.message === 'think value "low" is not supported for this model', `${e.status} ${e.error?.type}: ${e.error?.message}`));
});
await run('openai-node', 'chat (reasoning_effort, gpt-oss)', async () => {
  const r = await openai.chat.completions.create({ model: 'gpt-oss:20b', messages: user('think about it'), reasoning_effort: 'low' });
  return check(r.choices[0].message.reasoning === '2 and 2 make 4', 'reasoning returned');
});
await run('openai-node', 'completions', async () => {
  const r = await openai.completions.create({ model: 'qwen2.5:3b', prompt: 'hello' });
  return check(r.choices[0].text === 'Hello from the simulator.', r.choices[0].text);
});
await run('openai-node', 'embeddings', async () => {
  const r = await openai.embeddings.create({ model: 'nomic-embed-text', input: ['a', 'b'] });
  const native = await ollama.embed({ model: 'nomic-embed-text', input: 'a' });
  const same = r.data[0].embedding.length === 2048 &&
    r.data[0].embedding.every((v, i) => Math.abs(v - native.embeddings[0][i]) < 1e-6);
  if (!base64Embeddings) {
    // The client asks for base64 by default and decodes whatever comes back as base64; before
    // 0.12.7 Ollama ignores encoding_format and sends floats, which decode to wrong vectors.
    check(!same, 'decoded correctly, but Ollama before 0.12.7 sends floats');
    return `finding: float arrays decoded as base64 give ${r.data[0].embedding.length} wrong floats; pass encoding_format "float"`;
  }
  check(r.data.length === 2 && same, 'base64 decoded as /api/embed');
  return `2 x ${r.data[0].embedding.length} (base64), as /api/embed`;
});
await run('openai-node', 'embeddings (encoding_format float)', async () => {
  const r = await openai.embeddings.create({ model: 'nomic-embed-text', input: 'a', encoding_format: 'float' });
  return check(r.data[0].embedding.length === 2048 && r.usage.prompt_tokens > 0, `${r.data[0].embedding.length} floats`);
});
await run('openai-node', 'error: unknown model', async () =>
  expectError(openai.chat.completions.create({ model: 'nope:1b', messages: user('hello') }), (e) =>
    check(e.status === 404 && e.error?.type === (errorsTypedByStatus ? 'not_found_error' : 'api_error'),
      `${e.constructor.name} ${e.status} ${e.error?.type}: ${e.error?.message}`)));
await run('openai-node', 'error: undecodable request', async () =>
  expectError(openai.chat.completions.create({ model: 'qwen2.5:3b', messages: user('hello'), stream_options: 'yes' }), (e) =>
    check(e.status === 400 && e.error?.type === 'invalid_request_error' && /cannot unmarshal string/.test(e.error?.message),
      `${e.constructor.name} ${e.status}: ${e.error?.message}`)));
await run('openai-node', 'error: failure mid-stream', async () => {
  let text = '';
  let finish = null;
  const stream = await openai.chat.completions.create({ model: 'qwen2.5:3b', messages: user('fail'), stream: true });
  for await (const chunk of stream) {
    text += chunk.choices[0]?.delta?.content ?? '';
    finish = chunk.choices[0]?.finish_reason ?? finish;
  }
  return check(text === 'Partial answer' && finish === null, `ends silently after "${text}", no finish_reason`);
});
await run('cors (fetch)', 'preflight + foreign origin', async () => {
  const pre = await fetch(`${base}/api/chat`, { method: 'OPTIONS', headers: { Origin: 'http://localhost:5173', 'Access-Control-Request-Method': 'POST' } });
  const foreign = await fetch(`${base}/api/tags`, { headers: { Origin: 'https://evil.example' } });
  check(pre.status === 204 && pre.headers.get('access-control-allow-origin') === 'http://localhost:5173' && foreign.status === 403,
    `${pre.status} ${foreign.status}`);
  return 'preflight 204, foreign origin 403';
});
