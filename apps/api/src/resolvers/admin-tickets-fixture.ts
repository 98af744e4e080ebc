/** The ticket office's rows of the back office's fixture (`admin-testing.ts`): an invitation code and one ticket. */
import { invitations, tickets } from '@art/db';
import type { TestDatabase } from '../testing';

/** An invitation code of AM25 (one of five uses taken) and the ticket it issued. */
export async function prepareTicketOffice(db: TestDatabase['db']): Promise<{ invitation: number; ticket: number }> {
  const [invitation] = await db
    .insert(invitations)
    .values({ code: 'INVITADO-2025', catalogPrefix: 'AM25', label: 'Lista de invitados', maxUses: 5, uses: 1 })
    .returning();
  const [ticket] = await db
    .insert(tickets)
    .values({
      code: 'AM25-7K3M-Q9TX-2HRB',
      invitationId: invitation!.id,
      name: 'Lucía Gómez',
      email: 'lucia@example.com',
      lang: 'es',
    })
    .returning();
  return { invitation: invitation!.id, ticket: ticket!.id };
}
