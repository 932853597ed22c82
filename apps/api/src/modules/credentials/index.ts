// The credentials module's public surface.
export {
  createCredentialsService,
  type CredentialName,
  type CredentialsService,
} from './credentials.service';
export { moveLegacySecrets } from './legacy-secrets';
