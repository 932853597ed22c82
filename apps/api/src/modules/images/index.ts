// The images module's public surface.
export { imagesRoutes } from './images.routes';
export { imageFilesRoutes } from './image-files.routes';
export { createImagesService, renderImageVariants } from './images.service';
export { createImagesRepository } from './images.repository';
export { toImage } from './images.service';
export { areHotelImages } from './hotel-image-urls';
