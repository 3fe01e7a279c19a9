/**
 * `npm run admin -- <command>`: the dashboard actions over the gateway's admin API.
 * Needs ADMIN_TOKEN (the gateway's) and GATEWAY_URL (default http://127.0.0.1:8080).
 */
import { parseArgs } from "node:util";

const USAGE = `Usage: npm run admin -- <command> [options]

  companies create --name <name>                      create a company (prints its webhook secret once)
  keys create      --company <id> --name <name>       create an API key (printed once)
  keys list        --company <id>                     list keys with creation and last-used time
  keys revoke      --company <id> --key <keyId>       revoke one key immediately
  keys revoke-all  --company <id>                     revoke every key of the company
  secret regenerate --company <id>                    new webhook secret; the old one stops at once
  limits set       --company <id> [--light N] [--deep N] [--lab-results N]
  usage            --company <id> [--from <date>] [--to <date>]

Options: --json prints the raw response.
Environment: ADMIN_TOKEN (required), GATEWAY_URL (default http://127.0.0.1:8080).`;

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    name: { type: "string" },
    company: { type: "string" },
    key: { type: "string" },
    light: { type: "string" },
    deep: { type: "string" },
    "lab-results": { type: "string" },
    from: { type: "string" },
    to: { type: "string" },
    json: { type: "boolean", default: false },
    help: { type: "boolean", short: "h", default: false },
  },
});

function fail(message: string): never {
  process.stderr.write(`${message}\n\n${USAGE}\n`);
  process.exit(2);
}

function need(option: "name" | "company" | "key"): string {
  return values[option] ?? fail(`missing --${option}`);
}

const base = (process.env.GATEWAY_URL ?? "http://127.0.0.1:8080").replace(/\/$/, "");
const token = process.env.ADMIN_TOKEN;

async function call(method: string, path: string, body?: unknown): Promise<unknown> {
  if (!token) fail("ADMIN_TOKEN is not set (the admin API is off without it)");
  let res: Response;
  try {
    res = await fetch(`${base}/admin/v1${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body ? { "content-type": "application/json" } : {}) },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
  } catch {
    fail(`cannot reach the gateway at ${base}`);
  }
  const text = await res.text();
  const parsed: unknown = text ? JSON.parse(text) : {};
  if (!res.ok) {
    const error = parsed as { error?: string; message?: string; details?: { path: string; message: string }[] };
    const details = error.details?.map((d) => `  ${d.path || "(body)"}: ${d.message}`).join("\n") ?? "";
    process.stderr.write(
      `${res.status} ${error.error ?? ""}${error.message ? `: ${error.message}` : ""}\n${details}\n`,
    );
    process.exit(1);
  }
  return parsed;
}

function show(result: unknown, human: () => string) {
  process.stdout.write(`${values.json ? JSON.stringify(result, null, 2) : human()}\n`);
}

const [group, action] = positionals;
const command = `${group ?? ""} ${action ?? ""}`.trim();
if (values.help || !group) {
  process.stdout.write(`${USAGE}\n`);
  process.exit(0);
}

const intOption = (name: "light" | "deep" | "lab-results") => {
  const v = values[name];
  if (v === undefined) return {};
  if (!/^\d+$/.test(v)) fail(`--${name} must be a whole number`);
  return { [name]: Number(v) };
};

switch (command) {
  case "companies create": {
    const r = (await call("POST", "/companies", { name: need("name") })) as Record<string, string>;
    show(r, () => `Company ${r.companyId} (${r.name})\nWebhook secret (shown once, keep it safe): ${r.webhookSecret}`);
    break;
  }
  case "keys create": {
    const r = (await call("POST", `/companies/${need("company")}/keys`, { name: need("name") })) as Record<
      string,
      string
    >;
    show(r, () => `Key ${r.keyId} (${r.name}), created ${r.createdAt}\nAPI key (shown once, keep it safe): ${r.key}`);
    break;
  }
  case "keys list": {
    const r = (await call("GET", `/companies/${need("company")}/keys`)) as {
      keys: {
        keyId: string;
        name: string;
        preview: string;
        createdAt: string;
        lastUsedAt: string | null;
        revokedAt: string | null;
      }[];
    };
    show(r, () =>
      r.keys.length === 0
        ? "No keys."
        : r.keys
            .map(
              (k) =>
                `${k.keyId}  ${k.preview}  ${k.name}\n  created ${k.createdAt}, last used ${k.lastUsedAt ?? "never"}${k.revokedAt ? `, REVOKED ${k.revokedAt}` : ""}`,
            )
            .join("\n"),
    );
    break;
  }
  case "keys revoke": {
    await call("DELETE", `/companies/${need("company")}/keys/${need("key")}`);
    show({ revoked: values.key }, () => `Key ${values.key} revoked.`);
    break;
  }
  case "keys revoke-all": {
    const r = (await call("POST", `/companies/${need("company")}/keys/revoke-all`)) as { revoked: number };
    show(r, () => `${r.revoked} key(s) revoked.`);
    break;
  }
  case "secret regenerate": {
    const r = (await call("POST", `/companies/${need("company")}/webhook-secret`)) as { webhookSecret: string };
    show(r, () => `New webhook secret (shown once; the old one no longer signs): ${r.webhookSecret}`);
    break;
  }
  case "limits set": {
    const limits = { ...intOption("light"), ...intOption("deep"), ...intOption("lab-results") };
    if (Object.keys(limits).length === 0) fail("give at least one of --light, --deep, --lab-results");
    const r = (await call("PUT", `/companies/${need("company")}/limits`, limits)) as Record<string, number>;
    show(r, () => `Concurrency limits: light ${r.light}, deep ${r.deep}, lab-results ${r["lab-results"]}`);
    break;
  }
  case "usage": {
    const query = new URLSearchParams({
      ...(values.from ? { from: values.from } : {}),
      ...(values.to ? { to: values.to } : {}),
    });
    const r = (await call("GET", `/companies/${need("company")}/usage?${query}`)) as {
      from: string;
      to: string;
      agents: Record<string, { runs: number; succeeded: number; failed: number; costUsd: number }>;
      totalCostUsd: number;
    };
    show(r, () =>
      [
        `Usage ${r.from} – ${r.to}`,
        ...Object.entries(r.agents).map(
          ([agent, u]) =>
            `  ${agent.padEnd(12)} runs ${u.runs} (ok ${u.succeeded}, failed ${u.failed})  $${u.costUsd.toFixed(2)}`,
        ),
        `  total $${r.totalCostUsd.toFixed(2)}`,
      ].join("\n"),
    );
    break;
  }
  default:
    fail(`unknown command: ${command}`);
}
