export {
  createDeliveryStatusRepository,
  type DeliveryStatusRepository,
} from './delivery-status.repository';
