import { describe, expect, it } from 'vitest';
import { describeConnectionError, isDatabaseUnavailable } from './connection-errors';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('database connection errors', () => {
  it.each([
    withCode('terminating connection due to administrator command', '57P01'),
    withCode('the database system is starting up', '57P03'),
    withCode('connection failure', '08006'),
    withCode('sorry, too many clients already', '53300'),
    withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'),
    new Error('Connection terminated unexpectedly'),
    new Error('timeout exceeded when trying to connect'),
    new Error('Client has encountered a connection error and is not queryable'),
  ])('counts "$message" as the database being away', (error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    withCode('duplicate key value violates unique constraint', '23505'),
    withCode('invalid input syntax for type uuid', '22P02'),
    new Error('Cannot read properties of undefined'),
    'ECONNREFUSED',
  ])('does not count %s', (error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });

  it('describes an error by its code and message only, leaving the client and its password out', () => {
    const error = Object.assign(withCode('terminating connection', '57P01'), {
      client: { connectionParameters: { password: 'secret' } },
    });
    expect(describeConnectionError(error)).toEqual({ code: '57P01', message: 'terminating connection' });
  });
});
