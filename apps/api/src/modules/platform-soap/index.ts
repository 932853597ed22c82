// The platform SOAP module's public surface.
export { platformSoapRoutes } from './platform-soap.routes';
export { createPlatformSoapService } from './platform-soap.service';
