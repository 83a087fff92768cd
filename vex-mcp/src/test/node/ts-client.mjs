// Drives a Vex MCP server with the official TypeScript SDK's client: lists the tools, then calls
// get_crypto and check_reply, and prints what it got as one JSON line on stdout.
//   node ts-client.mjs http <url>
//   node ts-client.mjs stdio <command> [args...]
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";

const [mode, ...rest] = process.argv.slice(2);
const transport = mode === "http"
  ? new StreamableHTTPClientTransport(new URL(rest[0]))
  : new StdioClientTransport({ command: rest[0], args: rest.slice(1), stderr: "inherit" });
const client = new Client({ name: "vex-mcp-test-client", version: "1.0.0" });
await client.connect(transport);
const listed = await client.listTools();
const crypto = await client.callTool({ name: "get_crypto", arguments: { subject: "bitcoin" } });
const check = await client.callTool({ name: "check_reply", arguments: {
  text: "Bitcoin is at $42,150 right now.",
  figures: [{ label: "price", value: 89369, unit: "USD" }],
  summary: "Bitcoin is 89,369 USD." } });
const missing = await client.callTool({ name: "get_crypto", arguments: {} });
console.log(JSON.stringify({
  server: client.getServerVersion(),
  tools: listed.tools.map((t) => t.name),
  crypto, check, missing }));
await client.close();
