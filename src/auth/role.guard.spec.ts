import { Controller, Get, Module, UnauthorizedException, type ExecutionContext, type INestApplication } from '@nestjs/common';
import { APP_FILTER, APP_GUARD } from '@nestjs/core';
import { Test } from '@nestjs/testing';
import type { Request } from 'express';
import request from 'supertest';
import { ApiExceptionFilter } from '../common/http-exception.filter';
import { ADMIN } from '../domain/messages';
import { aLeRole, RoleRequis } from './role.guard';

@Controller('essai')
@RoleRequis('admin')
class EssaiController {
  @Get()
  lire(): string {
    return 'ok';
  }
}

/** Stands for the global AuthGuard: x-user names the signed-in user's roles; no header, 401. */
const fauxAuth = {
  canActivate: (ctx: ExecutionContext) => {
    const req = ctx.switchToHttp().getRequest<Request>();
    const roles = req.headers['x-roles'];
    if (roles === undefined) throw new UnauthorizedException();
    req.user = { id: 'u', username: 'u', codeDistributeur: 'D', nom: 'U', scopes: [], roles: String(roles).split(',').filter(Boolean) };
    return true;
  },
};

@Module({ controllers: [EssaiController], providers: [{ provide: APP_GUARD, useValue: fauxAuth }, { provide: APP_FILTER, useClass: ApiExceptionFilter }] })
class EssaiModule {}

describe('RoleGuard', () => {
  let app: INestApplication;
  beforeAll(async () => {
    app = (await Test.createTestingModule({ imports: [EssaiModule] }).compile()).createNestApplication({ logger: false });
    await app.init();
  });
  afterAll(() => app.close());

  it.each([
    ['signed out: the auth guard’s 401 first', undefined, 401],
    ['a broker (no role)', '', 403],
    ['another role', 'lecteur', 403],
    ['an admin', 'admin', 200],
    ['an admin with other roles', 'lecteur,admin', 200],
  ])('%s', async (_label, roles, statut) => {
    const r = request(app.getHttpServer()).get('/essai');
    const res = await (roles === undefined ? r : r.set('x-roles', roles));
    expect(res.status).toBe(statut);
    if (statut === 403) expect(res.body.message).toBe(ADMIN.roleRequis);
  });
});

describe('aLeRole', () => {
  it.each([
    [{ roles: ['admin'] }, true],
    [{ roles: [] }, false],
    [{}, false], // a session opened before roles existed
    [undefined, false],
  ])('%p -> %p', (user, oui) => expect(aLeRole(user, 'admin')).toBe(oui));
});
