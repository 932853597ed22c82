// Service presets (issue 18): taking them over into a hotel's services.
export { copyServicePresetsToHotel } from './service-presets.copy';
