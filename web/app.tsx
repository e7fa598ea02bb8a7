// Routes (spec, section 2). /admin stands apart from the user session; every other path needs a
// signed-in user and shows the sign-in screen to visitors (in place: no redirect, so no loop).
import { lazy, Suspense, type ComponentType } from "react";
import { SWRConfig } from "swr";
import { Redirect, Route, Router, Switch, type BaseLocationHook } from "wouter";
import { useAuth, useForgetDataOnAccountChange } from "./api/auth";
import { swrConfig } from "./lib/data";
import { AppShell } from "./components/AppShell";
import { Loading } from "./components/Loading";
import { Toaster } from "./components/Toaster";
import { NotFoundPage } from "./pages/NotFound";
import { SignInPage } from "./pages/SignIn";

// Screens load on first visit, so the sign-in page (what a visitor's phone downloads first) carries
// none of their code. Sign-in and not-found stay in the main bundle.
const page = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) =>
  lazy(() => load().then((m) => ({ default: m[name] })));
const AdminPage = page(() => import("./pages/Admin"), "AdminPage");
const BodyCompositionPage = page(() => import("./pages/BodyComposition"), "BodyCompositionPage");
const DashboardPage = page(() => import("./pages/Dashboard"), "DashboardPage");
const IngredientsPage = page(() => import("./pages/Ingredients"), "IngredientsPage");
const MealLibraryPage = page(() => import("./pages/MealLibrary"), "MealLibraryPage");
const MealPlanPage = page(() => import("./pages/MealPlan"), "MealPlanPage");
const ProfilePage = page(() => import("./pages/Profile"), "ProfilePage");
const WorkoutTemplatesPage = page(() => import("./pages/WorkoutTemplates"), "WorkoutTemplatesPage");
const WorkoutsPage = page(() => import("./pages/Workouts"), "WorkoutsPage");

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
        <Route path="/meal-library" component={MealLibraryPage} />
        <Route path="/ingredients" component={IngredientsPage} />
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
