// The credentials module's public surface.
export {
  createCredentialsService,
  type CredentialName,
  type CredentialRef,
  type KeyedCredential,
  type CredentialsService,
} from './credentials.service';
export { moveLegacySecrets } from './legacy-secrets';
