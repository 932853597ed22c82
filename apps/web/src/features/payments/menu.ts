import { CreditCard } from 'lucide-react';
import type { MenuItem } from '@/lib/menu-item';

export const paymentsMenuItems: MenuItem[] = [
  {
    to: '/payment',
    labelKey: 'payments.menu.payments',
    icon: CreditCard,
    permission: 'viewBookings',
  },
];
