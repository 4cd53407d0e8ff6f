import { Navigate, Outlet, type RouteObject } from '@/lib/router';
import {
  CompanyEditAliasRedirect,
  EditPropertyAliasRedirect,
  PropertyAliasRedirect,
} from './alias-redirects';
import { GuestOnly } from './guards/guest-only';
import { RequireAuth } from './guards/require-auth';
import { SearcherFrame } from '@/features/searcher/components/searcher-frame';
import { CompanyAreaOnly } from './guards/company-area-only';
import { SearcherOnly } from './guards/searcher-only';
import { RootLayout } from './layout/root-layout';
import { lazyPage } from './lazy-page';
import { RouteErrorBoundary } from './route-error-boundary';

// One lazily loaded module per screen (the route tables of docs/product/public-and-auth.md §2.1 and docs/product/signed-in-area.md §2).
const PropertiesPage = lazyPage(
  () => import('@/features/properties/routes/properties-page'),
  'PropertiesPage',
);
const PropertyDetailPage = lazyPage(
  () => import('@/features/property-detail/routes/property-detail-page'),
  'PropertyDetailPage',
);
const ProjectsPage = lazyPage(() => import('@/features/projects/routes/projects-page'), 'ProjectsPage');
const ProjectPage = lazyPage(() => import('@/features/projects/routes/project-page'), 'ProjectPage');
const CompanyPage = lazyPage(() => import('@/features/companies/routes/company-page'), 'CompanyPage');
const CompaniesDirectoryPage = lazyPage(
  () => import('@/features/companies/routes/companies-directory-page'),
  'CompaniesDirectoryPage',
);
const LoginPage = lazyPage(() => import('@/features/auth/routes/login-page'), 'LoginPage');
const RegisterPage = lazyPage(() => import('@/features/auth/routes/register-page'), 'RegisterPage');
const ConfirmEmailPage = lazyPage(
  () => import('@/features/auth/routes/confirm-email-page'),
  'ConfirmEmailPage',
);
const ForgotPasswordPage = lazyPage(
  () => import('@/features/auth/routes/forgot-password-page'),
  'ForgotPasswordPage',
);
const ResetPasswordPage = lazyPage(
  () => import('@/features/auth/routes/reset-password-page'),
  'ResetPasswordPage',
);
const InvitationPage = lazyPage(() => import('@/features/auth/routes/invitation-page'), 'InvitationPage');
const MyFavoritesPage = lazyPage(
  () => import('@/features/searcher/routes/my-favorites-page'),
  'MyFavoritesPage',
);
const SavedSearchesPage = lazyPage(
  () => import('@/features/searcher/routes/saved-searches-page'),
  'SavedSearchesPage',
);
const MyEnquiriesPage = lazyPage(
  () => import('@/features/searcher/routes/my-enquiries-page'),
  'MyEnquiriesPage',
);
const MyListingsPage = lazyPage(() => import('@/features/owners/routes/my-listings-page'), 'MyListingsPage');
const OwnerNewPropertyPage = lazyPage(
  () => import('@/features/property-editor/routes/owner-property-pages'),
  'OwnerNewPropertyPage',
);
const OwnerEditPropertyPage = lazyPage(
  () => import('@/features/property-editor/routes/owner-property-pages'),
  'OwnerEditPropertyPage',
);
const UnsubscribePage = lazyPage(
  () => import('@/features/searcher/routes/unsubscribe-page'),
  'UnsubscribePage',
);
const TeamPage = lazyPage(() => import('@/features/team/routes/team-page'), 'TeamPage');
const ImportPage = lazyPage(() => import('@/features/imports/routes/import-page'), 'ImportPage');
const IntegrationsPage = lazyPage(
  () => import('@/features/integrations/routes/integrations-page'),
  'IntegrationsPage',
);
const ImportRunPage = lazyPage(() => import('@/features/imports/routes/import-run-page'), 'ImportRunPage');
const DashboardLayout = lazyPage(
  () => import('@/features/dashboard/routes/dashboard-layout'),
  'DashboardLayout',
);
const DashboardPage = lazyPage(() => import('@/features/dashboard/routes/dashboard-page'), 'DashboardPage');
const MyPropertiesPage = lazyPage(
  () => import('@/features/dashboard/routes/my-properties-page'),
  'MyPropertiesPage',
);
const ContactRequestsPage = lazyPage(
  () => import('@/features/dashboard/routes/contact-requests-page'),
  'ContactRequestsPage',
);
const NewPropertyPage = lazyPage(
  () => import('@/features/property-editor/routes/new-property-page'),
  'NewPropertyPage',
);
const EditPropertyPage = lazyPage(
  () => import('@/features/property-editor/routes/edit-property-page'),
  'EditPropertyPage',
);
const MyProjectsPage = lazyPage(
  () => import('@/features/project-editor/routes/my-projects-page'),
  'MyProjectsPage',
);
const NewProjectPage = lazyPage(
  () => import('@/features/project-editor/routes/new-project-page'),
  'NewProjectPage',
);
const EditProjectPage = lazyPage(
  () => import('@/features/project-editor/routes/edit-project-page'),
  'EditProjectPage',
);
const CompanyAdminPage = lazyPage(
  () => import('@/features/company-admin/routes/company-admin-page'),
  'CompanyAdminPage',
);
const AdminPage = lazyPage(() => import('@/features/admin/routes/admin-page'), 'AdminPage');
const ProfilePage = lazyPage(() => import('@/features/profile/routes/profile-page'), 'ProfilePage');
const SettingsPage = lazyPage(() => import('@/features/profile/routes/settings-page'), 'SettingsPage');

/** The route table of the whole app. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      {
        // A screen that fails shows the error page inside the app's frame.
        element: (
          <RouteErrorBoundary>
            <Outlet />
          </RouteErrorBoundary>
        ),
        children: [
          // Open to everyone.
          { index: true, element: <PropertiesPage /> },
          { path: 'propiedades', element: <PropertiesPage /> },
          { path: 'propiedad/:slug', element: <PropertyDetailPage /> },
          { path: 'proyectos', element: <ProjectsPage /> },
          { path: 'proyecto/:slug', element: <ProjectPage /> },
          { path: 'empresa', element: <CompaniesDirectoryPage /> },
          { path: 'empresa/:slug', element: <CompanyPage /> },
          { path: 'auth/confirm-email', element: <ConfirmEmailPage /> },
          // An invitation link: a guest creates the account, the signed-in invitee accepts (docs/product/teams.md).
          { path: 'invitacion/:token', element: <InvitationPage /> },
          // An alert e-mail's unsubscribe link: signed, works without signing in (docs/product/searcher-accounts.md).
          { path: 'alertas/baja', element: <UnsubscribePage /> },

          // Guests only.
          {
            element: <GuestOnly />,
            children: [
              { path: 'login', element: <LoginPage /> },
              { path: 'register', element: <RegisterPage /> },
              { path: 'forgot-password', element: <ForgotPasswordPage /> },
              { path: 'auth/reset-password', element: <ResetPasswordPage /> },
            ],
          },

          // Login required.
          {
            element: <RequireAuth />,
            children: [
              // A searcher's own screens (docs/product/searcher-accounts.md): one frame with their tabs, no sidebar.
              {
                element: <SearcherFrame />,
                children: [
                  { path: 'mis-favoritos', element: <MyFavoritesPage /> },
                  { path: 'busquedas-guardadas', element: <SavedSearchesPage /> },
                  { path: 'mis-consultas', element: <MyEnquiriesPage /> },
                  // What the searcher publishes as "dueño directo" (docs/product/owners.md §4).
                  {
                    element: <SearcherOnly />,
                    children: [{ path: 'mis-inmuebles', element: <MyListingsPage /> }],
                  },
                ],
              },
              // "Publicar mi inmueble": the five-step editor in owner mode, full width like the company's.
              {
                element: <SearcherOnly />,
                children: [
                  { path: 'mis-inmuebles/nuevo', element: <OwnerNewPropertyPage /> },
                  { path: 'mis-inmuebles/editar/:slug', element: <OwnerEditPropertyPage /> },
                ],
              },
              // The platform's console (docs/product/trust-and-admin.md): admins only, its own full-width page.
              { path: 'admin', element: <AdminPage /> },
              // The signed-in area, profile and settings included: sidebar layout, current user loaded on entry (docs/product/signed-in-area.md §1, 2).
              {
                element: <DashboardLayout />,
                children: [
                  {
                    element: <CompanyAreaOnly />,
                    children: [
                      { path: 'dashboard', element: <DashboardPage /> },
                      { path: 'dashboard/properties', element: <MyPropertiesPage /> },
                      { path: 'dashboard/properties/new', element: <NewPropertyPage /> },
                      { path: 'dashboard/properties/edit/:slug', element: <EditPropertyPage /> },
                      { path: 'dashboard/projects', element: <MyProjectsPage /> },
                      { path: 'dashboard/projects/new', element: <NewProjectPage /> },
                      { path: 'dashboard/projects/edit/:id', element: <EditProjectPage /> },
                      { path: 'dashboard/company', element: <CompanyAdminPage /> },
                      { path: 'dashboard/leads', element: <ContactRequestsPage /> },
                      { path: 'dashboard/team', element: <TeamPage /> },
                      { path: 'dashboard/import', element: <ImportPage /> },
                      { path: 'dashboard/import/:id', element: <ImportRunPage /> },
                      { path: 'dashboard/integraciones', element: <IntegrationsPage /> },
                    ],
                  },
                  // The user's own screens keep the signed-in shell, at their own addresses.
                  { path: 'profile', element: <ProfilePage /> },
                  { path: 'settings', element: <SettingsPage /> },
                ],
              },
            ],
          },

          // Second readings of the spec redirect to the canonical address (docs/decisions.md).
          { path: 'properties/:slug', element: <PropertyAliasRedirect /> },
          { path: 'property/:slug', element: <PropertyAliasRedirect /> },
          { path: 'dashboard/properties/:id/edit', element: <EditPropertyAliasRedirect /> },
          { path: 'dashboard/company/edit', element: <CompanyEditAliasRedirect /> },

          { path: '*', element: <Navigate to="/" replace /> },
        ],
      },
    ],
  },
];
