/** The demo accounts the seed creates; their passwords are public on purpose (README) and only for demo data. */
import type { UserRole } from '@art/model';

export interface DemoAccount {
  email: string;
  password: string;
  role: UserRole;
  name: string;
  surname: string;
  phone: string;
  prefix: string;
  profession: string | null;
  priceRange: string | null;
  newsletter: boolean;
  lang: 'es' | 'en';
}

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    email: 'coleccionista@demo.artfair.test',
    password: 'Coleccion-2025!',
    role: 'visitor',
    name: 'Lucía',
    surname: 'Ibáñez Sørensen',
    phone: '612345678',
    prefix: '+34',
    profession: 'Arquitecta',
    priceRange: '1000-2500',
    newsletter: true,
    lang: 'es',
  },
  {
    email: 'taquilla@demo.artfair.test',
    password: 'Taquilla-2025!',
    role: 'staff',
    name: 'Andrés',
    surname: 'Peña Núñez',
    phone: '698765432',
    prefix: '+34',
    profession: null,
    priceRange: null,
    newsletter: false,
    lang: 'es',
  },
  {
    email: 'editor@demo.artfair.test',
    password: 'Editor-Feria-2025!',
    role: 'editor',
    name: 'Irene',
    surname: 'Gómez Arribas',
    phone: '611223344',
    prefix: '+34',
    profession: null,
    priceRange: null,
    newsletter: false,
    lang: 'es',
  },
  {
    email: 'admin@demo.artfair.test',
    password: 'Admin-Feria-2025!',
    role: 'admin',
    name: 'Marta',
    surname: 'Quintana',
    phone: '600112233',
    prefix: '+34',
    profession: null,
    priceRange: null,
    newsletter: false,
    lang: 'es',
  },
];
