import type { PublicUserInput } from '@inmuebles/shared/users/user-schema';

/** A signed-in agent as the API returns it. */
export const testAgent: PublicUserInput = {
  id: 12,
  email: 'rosa.huaman@andes.pe',
  first_name: 'Rosa',
  last_name: 'Huamán',
  phone: null,
  avatar_url: null,
  role: 'agent',
  company_id: 2,
  company: { id: 2, slug: 'andes-inmobiliaria', name: 'Andes Inmobiliaria' },
  email_confirmed: true,
  created_at: '2025-03-01T10:00:00.000Z',
};

/** A signed-in searcher ("Busco inmueble"): role `user`, no company. */
export const testSearcher: PublicUserInput = {
  id: 40,
  email: 'carmen.rojas@correo.pe',
  first_name: 'Carmen',
  last_name: 'Rojas',
  phone: '987654321',
  avatar_url: null,
  role: 'user',
  company_id: null,
  company: null,
  email_confirmed: true,
  created_at: '2026-02-10T10:00:00.000Z',
};
