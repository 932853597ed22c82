/**
 * Admin area (issue 18): messages of service presets and the bwOnline SOAP service (/admin/service_presets, /admin/soap) of the API in English; spread into the
 * `validation` and `errors` namespaces of messages-en.ts.
 */
export const adminPlatformValidationEn = {
  presetsRequired: 'Please choose at least one preset',
};

export const adminPlatformErrorsEn = {
  servicePresetNotFound: 'Service preset not found',
  servicePresetNameTaken: 'A service preset named “{{name}}” already exists',
  soapNotConfigured: 'Enter the endpoint and the password of the SOAP service first',
  soapTestAnswer: 'The service answered: {{count}} lock(s) found',
  soapTestUnreachable: 'The service cannot be reached (check the address)',
  soapTestTimeout: 'The service did not answer in time',
  soapTestRefused: 'The service refused the username or password',
  soapTestFault: 'The service answered with an error: {{message}}',
  soapTestHttpStatus: 'The service answered with HTTP status {{status}}',
  soapTestFailed: 'The service gave an answer that could not be read',
};
