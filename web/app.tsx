// The app's routes. /admin stands apart from the user session; every other path needs a
// signed-in user and shows the sign-in screen to visitors (in place: no redirect, so no loop).
import { lazy, Suspense, type ComponentType } from "react";
import { SWRConfig } from "swr";
import { Redirect, Route, Router, Switch, type BaseLocationHook } from "wouter";
import { useAuth, useForgetDataOnAccountChange, useForgetOfflineDataOnAccountChange } from "./features/auth";
import { swrConfig } from "./lib/data";
import { AppShell } from "./components/AppShell";
import { Loading } from "./components/Loading";
import { Toaster } from "./components/Toaster";
import { NotFoundPage } from "./components/NotFoundPage";
import { SignInPage } from "./features/auth/SignInPage";

// Screens load on first visit, so the sign-in page (what a visitor's phone downloads first) carries
// none of their code. Sign-in and not-found stay in the main bundle.
const page = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) =>
  lazy(() => load().then((m) => ({ default: m[name] })));
const AdminPage = page(() => import("./features/admin/AdminPage"), "AdminPage");
const BodyCompositionPage = page(() => import("./features/body-composition/BodyCompositionPage"), "BodyCompositionPage");
const DashboardPage = page(() => import("./features/dashboard/DashboardPage"), "DashboardPage");
const CustomIngredientsPage = page(() => import("./features/custom-ingredients/CustomIngredientsPage"), "CustomIngredientsPage");
const MealLibraryPage = page(() => import("./features/meal-library/MealLibraryPage"), "MealLibraryPage");
const MealPlanPage = page(() => import("./features/meals/MealPlanPage"), "MealPlanPage");
const ShoppingListPage = page(() => import("./features/meals/ShoppingListPage"), "ShoppingListPage");
const ProfilePage = page(() => import("./features/profile/ProfilePage"), "ProfilePage");
const WorkoutTemplatesPage = page(() => import("./features/workout-templates/WorkoutTemplatesPage"), "WorkoutTemplatesPage");
const WorkoutsPage = page(() => import("./features/workouts/WorkoutsPage"), "WorkoutsPage");

const screenLoading = (
  <div className="fullscreen-center">
    <Loading />
  </div>
);

function SignedInRoutes() {
  return (
    <AppShell>
      <Suspense fallback={screenLoading}>
      <Switch>
        <Route path="/login">
          <Redirect to="/" replace />
        </Route>
        <Route path="/" component={DashboardPage} />
        <Route path="/workouts" component={WorkoutsPage} />
        <Route path="/templates" component={WorkoutTemplatesPage} />
        <Route path="/workout-templates" component={WorkoutTemplatesPage} />
        <Route path="/meals" component={MealPlanPage} />
        <Route path="/shopping-list" component={ShoppingListPage} />
        <Route path="/meal-library" component={MealLibraryPage} />
        <Route path="/ingredients" component={CustomIngredientsPage} />
        <Route path="/body-composition" component={BodyCompositionPage} />
        <Route path="/profile" component={ProfilePage} />
        <Route component={NotFoundPage} />
      </Switch>
      </Suspense>
    </AppShell>
  );
}

function UserArea() {
  const { isLoading, isAuthenticated, user } = useAuth();
  useForgetDataOnAccountChange(user?.id ?? null);
  useForgetOfflineDataOnAccountChange(isLoading ? undefined : (user?.id ?? null));
  if (isLoading) {
    return (
      <div className="fullscreen-center">
        <Loading />
      </div>
    );
  }
  return isAuthenticated ? <SignedInRoutes /> : <SignInPage />;
}

export function AppRoutes() {
  return (
    <Suspense fallback={screenLoading}>
    <Switch>
      <Route path="/admin" component={AdminPage} />
      <Route>
        <UserArea />
      </Route>
    </Switch>
    </Suspense>
  );
}

type AppProps = {
  /** Location hook override (tests); the browser's location by default. */
  locationHook?: BaseLocationHook;
};

export function App({ locationHook }: AppProps) {
  const routes = <AppRoutes />;
  return (
    // A fresh cache per mounted app keeps tests independent; the browser mounts one app.
    <SWRConfig value={{ ...swrConfig, provider: () => new Map() }}>
      {locationHook ? <Router hook={locationHook}>{routes}</Router> : routes}
      <Toaster />
    </SWRConfig>
  );
}
