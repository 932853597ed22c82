import { useSearchParams } from 'react-router';
import { PasswordResetRequestForm } from '@/features/auth/components/password-reset-request-form';
import { PasswordSetForm } from '@/features/auth/components/password-set-form';

/** /login/reset asks for the email; /login/reset?token=… (the emailed link) sets the password. */
export function PasswordResetPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  return token ? <PasswordSetForm token={token} /> : <PasswordResetRequestForm />;
}
