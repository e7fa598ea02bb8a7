// Routes (spec, section 2). /admin stands apart from the user session; every other path needs a
// signed-in user and shows the sign-in screen to visitors (in place: no redirect, so no loop).
import { SWRConfig } from "swr";
import { Redirect, Route, Router, Switch, type BaseLocationHook } from "wouter";
import { useAuth, useForgetDataOnAccountChange } from "./api/auth";
import { swrConfig } from "./api/client";
import { AppShell } from "./components/AppShell";
import { Loading } from "./components/Loading";
import { Toaster } from "./components/Toaster";
import { AdminPage } from "./pages/Admin";
import { BodyCompositionPage } from "./pages/BodyComposition";
import { DashboardPage } from "./pages/Dashboard";
import { IngredientsPage } from "./pages/Ingredients";
import { MealLibraryPage } from "./pages/MealLibrary";
import { MealPlanPage } from "./pages/MealPlan";
import { NotFoundPage } from "./pages/NotFound";
import { ProfilePage } from "./pages/Profile";
import { SignInPage } from "./pages/SignIn";
import { WorkoutTemplatesPage } from "./pages/WorkoutTemplates";
import { WorkoutsPage } from "./pages/Workouts";

function SignedInRoutes() {
  return (
    <AppShell>
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
    <Switch>
      <Route path="/admin" component={AdminPage} />
      <Route>
        <UserArea />
      </Route>
    </Switch>
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
