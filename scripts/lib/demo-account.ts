import { AccountStore } from "@hds/accounts";
import { connectNats, provisionBus } from "@hds/platform";

const DEMO_COMPANY = "Demo company";

export interface DemoAccount {
  companyId: string;
  apiKey: string;
  webhookSecret: string;
  created: boolean;
}

/**
 * The development account: the demo company is created on first start; every start issues a
 * fresh key for it (a key's value exists only at creation, so an old one cannot be shown again).
 */
export async function ensureDemoAccount(natsUrl: string, namespace: string): Promise<DemoAccount> {
  const nc = await connectNats(natsUrl, "start");
  try {
    await provisionBus(nc, namespace);
    const accounts = await AccountStore.open(nc, namespace);
    const existing = accounts.listCompanies().find((c) => c.name === DEMO_COMPANY);
    const company = existing ?? (await accounts.createCompany(DEMO_COMPANY));
    const { key } = await accounts.createKey(company.companyId, `local ${new Date().toISOString()}`);
    await accounts.close();
    return { companyId: company.companyId, apiKey: key, webhookSecret: company.webhookSecret, created: !existing };
  } finally {
    await nc.drain();
  }
}
