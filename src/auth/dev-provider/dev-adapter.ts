import type { DevProviderRepository, PayloadOidc } from './dev-provider.repository';

/**
 * oidc-provider's storage adapter on the `dev_oidc_payload` table (DevProviderRepository): the
 * development provider's sessions, grants, codes and refresh tokens outlive a restart, like the page
 * sessions that hold them. (JWT access tokens are not stored.)
 */
export function createDbAdapter(table: DevProviderRepository) {
  return class DbAdapter {
    constructor(private readonly kind: string) {}

    async upsert(id: string, payload: PayloadOidc, expiresIn?: number): Promise<void> {
      await table.enregistrer(this.kind, id, payload, expiresIn ? new Date(Date.now() + expiresIn * 1000) : null);
    }

    find(id: string): Promise<PayloadOidc | undefined> {
      return table.trouver(this.kind, 'id', id);
    }

    findByUid(uid: string): Promise<PayloadOidc | undefined> {
      return table.trouver(this.kind, 'uid', uid);
    }

    /** Device flow is off: there are no user codes. */
    async findByUserCode(): Promise<undefined> {
      return undefined;
    }

    async consume(id: string): Promise<void> {
      await table.consommer(this.kind, id);
    }

    async destroy(id: string): Promise<void> {
      await table.supprimer(this.kind, id);
    }

    async revokeByGrantId(grantId: string): Promise<void> {
      await table.revoquerGrant(grantId);
    }
  };
}
