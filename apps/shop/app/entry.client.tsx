import { hydrateSite } from '@art/site';

hydrateSite();
