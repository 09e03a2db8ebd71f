import { useMutation } from '@tanstack/react-query';
import type { TDoorStartRequest, TDoorStartResponse } from '@usher/contract/door';
import { api } from '../../../lib/api-client';
import { doorPath } from './door-path';

/** Opens a door session on this phone (its cookie is the server's): the date, the door and its ticket types. */
export function startDoorSession(token: string, body: TDoorStartRequest): Promise<TDoorStartResponse> {
  return api.post<TDoorStartResponse>(doorPath(token, 'start'), body);
}

export function useStartDoorSession(token: string) {
  return useMutation({ mutationFn: (body: TDoorStartRequest) => startDoorSession(token, body) });
}
