/**
 * Demo broker accounts of the built-in development identity provider (password `demo`).
 * Two distributors, so that scoping by distributor code can be seen and tested:
 * alice and bob share DIST-A, carole is alone in DIST-B. diane is the demo admin (role `admin`,
 * ADR 0062): she acts on every distributor's documents from /admin; her own distributor code
 * (DIST-ADMIN) holds no client, so her broker pages are empty.
 */
export interface DemoAccount {
  /** Stable subject (`sub`), like a Keycloak user id. */
  sub: string;
  username: string;
  givenName: string;
  familyName: string;
  codeDistributeur: string;
  /** Realm roles, carried as Keycloak does (`realm_access.roles`). */
  roles?: readonly string[];
}

export const DEMO_PASSWORD = 'demo';

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  { sub: '0b9a3c56-8d1e-4a57-9a34-5f0c1a2b7d01', username: 'alice', givenName: 'Alice', familyName: 'Martin', codeDistributeur: 'DIST-A' },
  { sub: '4e2f7b18-3c6a-4d09-8b7e-2a9d5c1f6e02', username: 'bob', givenName: 'Bob', familyName: 'Durand', codeDistributeur: 'DIST-A' },
  { sub: '9c71d4a2-6b3f-4e85-a0d2-7e4b8f3c9a03', username: 'carole', givenName: 'Carole', familyName: 'Petit', codeDistributeur: 'DIST-B' },
  { sub: '2d8e5f93-7a1c-4b60-9e3d-6c2f1b8a4d04', username: 'diane', givenName: 'Diane', familyName: 'Lambert', codeDistributeur: 'DIST-ADMIN', roles: ['admin'] },
];

export const findDemoAccount = (key: string | undefined): DemoAccount | undefined =>
  DEMO_ACCOUNTS.find((a) => a.sub === key || a.username === key?.trim().toLowerCase());

/** OIDC claims of an account: standard profile claims, the distributor code, and the roles as Keycloak puts them. */
export interface DemoAccountClaims {
  sub: string;
  preferred_username: string;
  name: string;
  given_name: string;
  family_name: string;
  /** Where the broker receives the application's e-mails (a refused signature): the boîte de démonstration without SMTP. */
  email: string;
  code_distributeur: string;
  realm_access?: { roles: string[] };
}

export function demoAccountClaims(a: DemoAccount): DemoAccountClaims {
  return {
    ...(a.roles?.length ? { realm_access: { roles: [...a.roles] } } : {}),
    sub: a.sub,
    preferred_username: a.username,
    name: `${a.givenName} ${a.familyName}`,
    given_name: a.givenName,
    family_name: a.familyName,
    email: `${a.username}@courtier.demo`,
    code_distributeur: a.codeDistributeur,
  };
}
