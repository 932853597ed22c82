// Our bookings follow to Smoobu (issue 16): the push job and its event handler, and how a
// reservation at Smoobu is recognised as one of ours (for the inbound sync).
export { SMOOBU_PUSH_QUEUE, type SmoobuPushJob } from './smoobu-outbound-queue';
export { smoobuOutboundJobs, SMOOBU_OUTBOUND_EVENT_TYPES } from './smoobu-outbound.jobs';
export { createSmoobuOutbound, type SmoobuOutbound } from './smoobu-outbound';
export { bookingNumberInNotice, outboundMarker } from './smoobu-outbound-target';
