import { useMutation } from '@tanstack/react-query';
import type { LoginResponse, RegisterRequest } from '@hotel/shared/contracts/auth';
import { apiClient } from '@/lib/api-client';
import { signInWithToken } from '@/features/auth/api/sign-in-with-token';

export async function register(body: RegisterRequest) {
  const { data } = await apiClient.post<LoginResponse>('/user', body, { anonymous: true });
  return data;
}

/** A new account is signed in at once; the confirmation email is already on its way. */
export function useRegisterMutation() {
  return useMutation({
    mutationFn: register,
    onSuccess: ({ token, user }) => signInWithToken(token, user),
  });
}
