import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { Suspense, useState, type ReactNode } from 'react';
import type { PublicRoomType } from '@hotel/shared/contracts/public-booking';
import type { PublicHotel } from '@hotel/shared/contracts/public-hotel';
import type {
  BookingFlow,
  FlowState,
  FlowStep,
  StepComponent,
} from '@/features/public-page/flow/booking-flow';

/** The public page's hotel as GET /api/public/hotel answers it. */
export function makePublicHotel(overrides: Partial<PublicHotel> = {}): PublicHotel {
  return {
    _id: '7b0f3f9e-52a3-4c55-9d3c-2d4d3a9b8a01',
    symbol_code: 'alpenblick',
    name: 'Hotel Alpenblick',
    contact: {
      name: 'Hotel Alpenblick',
      address: 'Dorfstraße 1, 6100 Seefeld',
      phone: '+43 5212 1234',
      email: 'info@alpenblick.example',
    },
    theme_color: '#1d4ed8',
    defaultLanguage: 'de',
    public_page: {
      disabled: false,
      booking_enabled: true,
      hotel_description: '',
      hotel_slider: [],
      min_stay_days: 1,
      max_stay_nights: 30,
      payment_methods: ['on_arrival', 'bank_transfer'],
    },
    setting: {
      currency: 'EUR',
      timeZone: 'Europe/Vienna',
      checkInTime: '15:00',
      checkOutTime: '10:00',
      today: '2026-11-24',
    },
    captcha: { siteKey: null },
    ...overrides,
  };
}

export const DOUBLE_ROOM_ID = '0d5c1c8e-6f37-4b43-8f4e-1a2b3c4d5e01';
export const SUITE_ID = '0d5c1c8e-6f37-4b43-8f4e-1a2b3c4d5e02';
export const BREAKFAST_ID = '5e1a2b3c-4d5e-4f60-8a7b-9c0d1e2f3a01';

export function makePublicRoomType(overrides: Partial<PublicRoomType> = {}): PublicRoomType {
  return {
    _id: DOUBLE_ROOM_ID,
    name: 'Doppelzimmer',
    description: 'Mit Blick auf die Berge',
    baseOccupancy: 2,
    higherOccupancy: 3,
    kidsOccupancy: 1,
    extraBed: 0,
    basePrice: 12000,
    additionalPersonPrice: 3000,
    kidsPrice: 2000,
    extraBedPrice: 0,
    images: [],
    services: [
      {
        _id: BREAKFAST_ID,
        name: 'Frühstück',
        description: '',
        price: 1500,
        charge: 'per_person_per_night',
      },
    ],
    ...overrides,
  };
}

export function makeFlowState(overrides: Partial<FlowState> = {}): FlowState {
  return {
    step: 'payment',
    arrival: '2027-05-12',
    departure: '2027-05-14',
    adults: 2,
    kids: 0,
    roomType: DOUBLE_ROOM_ID,
    services: [BREAKFAST_ID],
    payment: '',
    booking: '',
    receipt: '',
    checkout: '',
    ...overrides,
  };
}

/**
 * The flow as the shell gives it to a step, with the state in React instead of the URL: a step
 * that navigates shows the next step of `steps`, or a line naming it.
 */
function FlowHarness({
  hotel,
  initial,
  steps,
  onGo,
  extra,
}: {
  hotel: PublicHotel;
  initial: FlowState;
  steps: Partial<Record<FlowStep, StepComponent>>;
  onGo: (state: FlowState) => void;
  extra?: (flow: BookingFlow) => ReactNode;
}) {
  const [state, setState] = useState(initial);
  const flow: BookingFlow = {
    state,
    go(step, changes) {
      const next = { ...state, ...changes, step };
      onGo(next);
      setState(next);
    },
    update(changes) {
      setState({ ...state, ...changes });
    },
  };
  const Step = steps[state.step];
  return (
    <>
      <Suspense fallback={<p>loading</p>}>
        {Step ? <Step key={state.step} hotel={hotel} flow={flow} /> : <p>step: {state.step}</p>}
      </Suspense>
      {extra?.(flow)}
    </>
  );
}

export function renderFlow({
  hotel = makePublicHotel(),
  state = makeFlowState(),
  steps,
  extra,
}: {
  hotel?: PublicHotel;
  state?: FlowState;
  steps: Partial<Record<FlowStep, StepComponent>>;
  extra?: (flow: BookingFlow) => ReactNode;
}) {
  const visited: FlowState[] = [];
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const result = render(
    <QueryClientProvider client={queryClient}>
      <FlowHarness
        hotel={hotel}
        initial={state}
        steps={steps}
        onGo={(next) => visited.push(next)}
        extra={extra}
      />
    </QueryClientProvider>,
  );
  return { ...result, visited, queryClient };
}
