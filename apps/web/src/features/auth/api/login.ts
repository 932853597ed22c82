import { useMutation } from '@tanstack/react-query';
import type { LoginRequest, LoginResponse } from '@hotel/shared/contracts/auth';
import { apiClient } from '@/lib/api-client';
import { signInWithToken } from '@/features/auth/api/sign-in-with-token';

export async function login(body: LoginRequest) {
  const { data } = await apiClient.post<LoginResponse>('/auth/login', body, { anonymous: true });
  return data;
}

export function useLoginMutation() {
  return useMutation({
    mutationFn: login,
    onSuccess: ({ token, user }) => signInWithToken(token, user),
  });
}
