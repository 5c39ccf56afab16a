import { BadRequestException, HttpException, NotFoundException, UnprocessableEntityException, type ArgumentsHost } from '@nestjs/common';
import { COMMON } from '../domain/messages';
import { ApiExceptionFilter } from './http-exception.filter';
import { RefusMetier } from './refus-metier';

function repondre(exception: unknown): { status: number; body: Record<string, unknown> } {
  const out = { status: 0, body: {} as Record<string, unknown> };
  const res = {
    headersSent: false,
    status(s: number) {
      out.status = s;
      return this;
    },
    json(b: Record<string, unknown>) {
      out.body = b;
    },
  };
  const req = { path: '/api/x', headers: {}, method: 'GET' };
  const host = { switchToHttp: () => ({ getResponse: () => res, getRequest: () => req }) } as unknown as ArgumentsHost;
  new ApiExceptionFilter().catch(exception, host);
  return out;
}

describe('ApiExceptionFilter', () => {
  it('answers a RefusMetier as the service wrote it', () => {
    expect(repondre(new RefusMetier('conflit', 'Le projet est verrouillé.', { champ: 'id', code: 'DOCUMENT_INDISPONIBLE', data: { raison: 'x' } }))).toEqual({
      status: 409,
      body: { statusCode: 409, message: 'Le projet est verrouillé.', code: 'DOCUMENT_INDISPONIBLE', erreurs: [{ champ: 'id', message: 'Le projet est verrouillé.' }], data: { raison: 'x' } },
    });
  });

  it.each<[string, HttpException, number, string]>([
    ["the router's 404", new NotFoundException('Cannot GET /api/nulle-part'), 404, COMMON.ressourceIntrouvable],
    ['a bare exception', new NotFoundException(), 404, COMMON.ressourceIntrouvable],
    ['any other text, French or not', new BadRequestException({ message: 'Texte choisi à la main', erreurs: [] }), 400, COMMON.corpsInvalide],
    ['a status without a default of its own', new UnprocessableEntityException('Unprocessable'), 422, COMMON.corpsInvalide],
    ['a server error', new HttpException('Internal', 500), 500, COMMON.erreurInterne],
  ])('answers %s with the French default of its status, nothing else', (_cas, exception, status, message) => {
    expect(repondre(exception)).toEqual({ status, body: { statusCode: status, message } });
  });

  it('answers an unexpected error 500 without internals', () => {
    expect(repondre(new Error('SELECT * FROM secret'))).toEqual({ status: 500, body: { statusCode: 500, message: COMMON.erreurInterne } });
  });
});
