// The app's routes. /admin stands apart from the user session; every other path needs a
// signed-in user and shows the sign-in screen to visitors (in place: no redirect, so no loop).
import { lazy, startTransition, Suspense, useEffect, useState, type ComponentType } from "react";
import { SWRConfig, useSWRConfig } from "swr";
import { Redirect, Route, Router, Switch, type BaseLocationHook } from "wouter";
import { AuthProvider, startAuthCheck, useAuth, useForgetDataOnAccountChange, useForgetOfflineDataOnAccountChange } from "./features/auth";
import { api } from "./lib/api";
import { swrConfig } from "./lib/data";
import { dashboardFirstReads } from "./features/dashboard/first-reads";
import { mealsDayRead, mealsFirstReads } from "./features/meals/first-reads";
import { workoutDayRead, workoutsFirstReads } from "./features/workouts/first-reads";
import { AppShell } from "./components/AppShell";
import { StartFrame, useDropBootFrame } from "./components/StartFrame";
import { Toaster } from "./components/Toaster";
import { NotFoundPage } from "./components/NotFoundPage";
import { SignInPage } from "./features/auth/SignInPage";
import { later } from "./lib/later";

// Screens load on first visit, so the sign-in page (what a visitor's phone downloads first) carries
// none of their code. Sign-in and not-found stay in the main bundle. The signed-in screens come as
// one file (web/screens.ts); /admin has its own.
type Screens = typeof import("./screens");
let screensModule: Screens | undefined;
const loadScreens = () => import("./screens").then((m) => (screensModule = m));
const loadAdmin = () => import("./features/admin/AdminPage");

const page = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) =>
  lazy(() => load().then((m) => ({ default: m[name] })));

/**
 * A signed-in screen. Once the screens' file is in, the screen renders straight away: a lazy
 * component would still suspend for a moment, and React holds back what follows a Suspense
 * fallback for a few hundred milliseconds, so the screen (and the requests it makes) would wait
 * for nothing. Each mounted screen keeps what it started with.
 */
function screen<K extends keyof Screens>(name: K): ComponentType {
  const Lazy = lazy(() => loadScreens().then((m) => ({ default: m[name] as ComponentType })));
  // biome-ignore lint/correctness/noComponentHookFactories: called once per screen at module load, never during a render.
  return function Screen(props: object) {
    const [Loaded] = useState(() => screensModule?.[name] as ComponentType | undefined);
    return Loaded ? <Loaded {...props} /> : <Lazy {...props} />;
  };
}
const AdminPage = page(loadAdmin, "AdminPage");
const BodyCompositionPage = screen("BodyCompositionPage");
const CoachPage = screen("CoachPage");
const DashboardPage = screen("DashboardPage");
const CustomIngredientsPage = screen("CustomIngredientsPage");
const MealLibraryPage = screen("MealLibraryPage");
const RecipeImportPage = screen("RecipeImportPage");
const MealPlanPage = screen("MealPlanPage");
const ShoppingListPage = screen("ShoppingListPage");
const ProfilePage = screen("ProfilePage");
const ProgramsPage = screen("ProgramsPage");
const WorkoutTemplatesPage = screen("WorkoutTemplatesPage");
const WorkoutsPage = screen("WorkoutsPage");
const KeepWorkingSet = screen("KeepWorkingSet");
const HistoryPage = screen("HistoryPage");
const LibraryPage = screen("LibraryPage");

/** The paths of the signed-in screens (the routes below). */
const SCREEN_PATHS = new Set([
  "/",
  "/workouts",
  "/templates",
  "/workout-templates",
  "/meals",
  "/shopping-list",
  "/meal-library",
  "/recipes/import",
  "/ingredients",
  "/body-composition",
  "/profile",
  "/programs",
  "/coach",
  "/history",
  "/library",
]);

/** What a screen reads as it opens, as SWR keys, for the screens opened most. */
const FIRST_READS: Record<string, (search: string) => string[]> = {
  "/": (search) => [workoutDayRead(search), mealsDayRead(search), ...dashboardFirstReads()],
  "/workouts": workoutsFirstReads,
  "/meals": mealsFirstReads,
};

/** The first reads asked for at start, by key, until the first screen takes them. */
const firstReads = new Map<string, Promise<unknown>>();

/**
 * Starts the sign-in check, and loads the screens while it is on its way, instead of after it:
 * opening /workouts fetches the session and the screen's code side by side, and what the screen
 * reads first as soon as the check says a member is signed in, as the app's code starts rather
 * than once it has rendered. A visitor's start page asks for no data at all (no refused reads).
 * The route later gets the same module (a module loads once), and the screen's first render has
 * its data (see useFirstReads). /login and unknown paths load nothing more; /admin checks its own
 * session.
 */
export function preloadScreen(path: string, search = ""): void {
  const check = path !== "/admin" ? startAuthCheck() : undefined;
  const load = path === "/admin" ? loadAdmin : SCREEN_PATHS.has(path) ? loadScreens : undefined;
  load?.().catch(() => undefined); // the route loads it again and shows what went wrong
  if (!check) return;
  for (const key of FIRST_READS[path]?.(search) ?? []) {
    const read = check.then((answer) => (answer.isAuthenticated ? api.get(key) : Promise.reject(new Error("Not signed in"))));
    read.catch(() => undefined); // signed out or offline: the screen reads for itself
    firstReads.set(key, read);
  }
}

/**
 * Shows a screen (a state change that swaps the loading frame for it) as a transition: React then
 * renders it in slices of a few milliseconds and lets the browser run between them, instead of one
 * task as long as the whole screen's render (a few hundred milliseconds on a slow phone). The
 * loading frame stays until the screen commits, whole; the screen still renders once, with its data.
 */
function showScreen(change: () => void): void {
  startTransition(change);
}

/** How long the first screen, its code in, waits for its first reads before it shows without them. */
export const FIRST_READS_WAIT_MS = 1000;

/** The wait's timer, replaceable in tests: runs `wake` once after `ms`; the returned function cancels it. */
export const firstReadsTimer = { later };

/**
 * Whether the first reads have been put in the app's cache (or given up on): then the first
 * screen's first render shows its day at once, rather than a loading state and, a moment later,
 * the same screen again with data (two renders and two layouts of the whole screen on a phone).
 * A read that fails or is late is left to the screen, which asks for it as it would have.
 */
function useFirstReads(wanted: boolean): boolean {
  const { mutate } = useSWRConfig();
  const [done, setDone] = useState(() => firstReads.size === 0);
  useEffect(() => {
    if (!wanted || done) return;
    let live = true;
    const answers = new Map<string, unknown>();
    const arrived = [...firstReads].map(([key, read]) =>
      read.then(
        (answer) => void answers.set(key, answer),
        () => undefined,
      ),
    );
    let stopWaiting = () => {};
    const late = new Promise<void>((resolve) => (stopWaiting = firstReadsTimer.later(resolve, FIRST_READS_WAIT_MS)));
    void Promise.race([Promise.all(arrived), late]).then(async () => {
      if (!live) return;
      firstReads.clear();
      await Promise.all([...answers].map(([key, answer]) => mutate(key, answer, { revalidate: false })));
      // The screen's first render, the longest of the page's start, as a transition: React renders
      // it in slices of a few milliseconds, so the phone stays responsive meanwhile (see showScreen).
      if (live) showScreen(() => setDone(true));
    });
    return () => {
      live = false;
      stopWaiting();
    };
  }, [wanted, done, mutate]);
  return done || !wanted;
}

/** Whether the screens' file is in (or failed to load: the route then shows why); loads it when `wanted`. */
function useScreensLoaded(wanted: boolean): boolean {
  const [loaded, setLoaded] = useState(() => screensModule !== undefined);
  useEffect(() => {
    if (!wanted || loaded) return;
    let live = true;
    const done = () => live && showScreen(() => setLoaded(true));
    loadScreens().then(done, done);
    return () => {
      live = false;
    };
  }, [wanted, loaded]);
  return loaded;
}

const screenLoading = <StartFrame />;

function SignedInRoutes() {
  return (
    <AppShell>
      <Suspense fallback={screenLoading}>
        <KeepWorkingSet />
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
          <Route path="/recipes/import" component={RecipeImportPage} />
          <Route path="/ingredients" component={CustomIngredientsPage} />
          <Route path="/body-composition" component={BodyCompositionPage} />
          <Route path="/profile" component={ProfilePage} />
          <Route path="/programs" component={ProgramsPage} />
          <Route path="/coach" component={CoachPage} />
          <Route path="/history" component={HistoryPage} />
          <Route path="/library" component={LibraryPage} />
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
  // Signed in, the loading frame stays until the screens' file is in as well (see screen()), and
  // the first screen's first reads (see useFirstReads).
  const screensLoaded = useScreensLoaded(isAuthenticated);
  const firstReadsIn = useFirstReads(isAuthenticated && screensLoaded);
  // Signed out, the first reads were refused: a later sign-in reads afresh.
  const signedOut = !isLoading && !isAuthenticated;
  useEffect(() => {
    if (signedOut) firstReads.clear();
  }, [signedOut]);
  if (isLoading || (isAuthenticated && (!screensLoaded || !firstReadsIn))) return <StartFrame />;
  return isAuthenticated ? <SignedInRoutes /> : <SignInPage />;
}

export function AppRoutes() {
  return (
    <Suspense fallback={screenLoading}>
      <Switch>
        <Route path="/admin" component={AdminPage} />
        <Route>
          <AuthProvider>
            <UserArea />
          </AuthProvider>
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
  useDropBootFrame();
  const routes = <AppRoutes />;
  return (
    // A fresh cache per mounted app keeps tests independent; the browser mounts one app.
    <SWRConfig value={{ ...swrConfig, provider: () => new Map() }}>
      {locationHook ? <Router hook={locationHook}>{routes}</Router> : routes}
      <Toaster />
    </SWRConfig>
  );
}
