// Workout Templates (/templates and /workout-templates, both the full screen): search by name,
// filter by day, cards previewing the first 4 exercises, start one on a day, a new one built in the
// editor, and edit, duplicate and delete.
import { type ReactNode, useId, useState } from "react";
import { calendarDay } from "@shared/dates";
import { weightLabel, type WeightUnit } from "@shared/units";
import type { WorkoutTemplateDto } from "@shared/workout-templates/contract";
import { typeFields } from "@shared/workouts/rules";
import { CalendarIcon, DuplicateIcon, PencilIcon, PlayIcon, PlusIcon, SearchIcon, TrashIcon } from "@web/components/Icons";
import { Page } from "@web/components/Page";
import { useUnits } from "@web/features/auth";
import { useWorkoutTemplates } from "./hooks";
import { filterTemplates, shownWeightText, showsWeight, templatePreview } from "./rules";
import { StartTemplateDialog } from "./StartTemplateDialog";
import { DaySelect, DeleteTemplateDialog, DuplicateTemplateDialog } from "./TemplateDialogs";
import { TemplateEditorDialog } from "./TemplateEditor";
import type { LibraryNamesPart } from "./TemplateRowFields";
import "./workout-templates.css";
import { count, shortMonthDay } from "@web/lib/words";

/** A stored weight text in the user's unit; a plain number gets the unit ('135 lbs', '61.23 kg'). */
function weightText(stored: string, unit: WeightUnit): string {
  const w = shownWeightText(stored, unit);
  return /^\d+(\.\d+)?$/.test(w.trim()) ? `${w.trim()} ${weightLabel(unit)}` : w;
}

function createdOn(iso: string): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return "";
  const d = calendarDay(at);
  return `${shortMonthDay(d)}, ${d.getUTCFullYear()}`;
}

function TemplateCard({
  template,
  onEdit,
  onDuplicate,
  onDelete,
  onStart,
}: {
  template: WorkoutTemplateDto;
  onStart: () => void;
  onEdit: () => void;
  onDuplicate: () => void;
  onDelete: () => void;
}) {
  const titleId = useId();
  const { weightUnit } = useUnits();
  const list = template.data.exercises;
  const { shown, more } = templatePreview(list);
  return (
    <article className="card template-card" aria-labelledby={titleId}>
      <div className="template-card-head">
        <div className="template-card-heading">
          <h2 id={titleId} className="card-title template-card-name">
            {template.name}
          </h2>
        </div>
        <div className="template-card-actions">
          <button type="button" className="icon-button" aria-label={`Edit ${template.name}`} onClick={onEdit}>
            <PencilIcon size={20} />
          </button>
          <button type="button" className="icon-button" aria-label={`Duplicate ${template.name}`} onClick={onDuplicate}>
            <DuplicateIcon size={20} />
          </button>
          <button type="button" className="icon-button icon-button-danger" aria-label={`Delete ${template.name}`} onClick={onDelete}>
            <TrashIcon size={20} />
          </button>
        </div>
      </div>
      {/* Under the title and the actions both, so the day, date and count share one line. */}
      <div className="template-card-meta">
        {template.dayOfWeek ? <span className="badge badge-accent">{template.dayOfWeek}</span> : null}
        <span className="muted small">
          <CalendarIcon size={14} className="inline-icon" /> {createdOn(template.createdAt)}
        </span>
        <span className="muted small">{count(list.length, "exercise")}</span>
      </div>
      {shown.length > 0 ? (
        <ul className="template-exercises">
          {shown.map((e, i) => (
            <li key={i} className="template-exercise">
              <span className="template-exercise-name">{e.name}</span>
              <span className="template-exercise-numbers">
                {typeFields(e.type ?? "weight_reps").reps ? `${e.sets} × ${e.reps}` : count(e.sets, "set")}
                {typeFields(e.type ?? "weight_reps").weight && showsWeight(e.weight) ? ` · ${weightText(e.weight, weightUnit)}` : ""}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      {more > 0 ? <p className="muted small template-more">+{count(more, "more exercise", "more exercises")}</p> : null}
      {list.length > 0 ? (
        <button type="button" className="btn btn-primary template-start" aria-label={`Start ${template.name}`} onClick={onStart}>
          <PlayIcon size={18} />
          Start
        </button>
      ) : null}
    </article>
  );
}

function SkeletonCards() {
  return (
    <div className="template-list" aria-busy="true">
      <span className="visually-hidden" role="status">
        Loading...
      </span>
      {[0, 1, 2].map((i) => (
        <div key={i} className="card template-card skeleton-card" aria-hidden="true">
          <span className="skeleton skeleton-title" />
          <span className="skeleton skeleton-line" />
          <span className="skeleton skeleton-line short" />
        </div>
      ))}
    </div>
  );
}

/** `libraryNames`: the exercise library's names for the editor, lent by the screen above (web/pages/WorkoutTemplatesPage.tsx). */
export function WorkoutTemplatesPage({ libraryNames }: { libraryNames?: LibraryNamesPart }) {
  const { data, error, isLoading } = useWorkoutTemplates();
  const [search, setSearch] = useState("");
  const [day, setDay] = useState("");
  const [editing, setEditing] = useState<WorkoutTemplateDto | "new" | null>(null);
  const [duplicating, setDuplicating] = useState<WorkoutTemplateDto | null>(null);
  const [deleting, setDeleting] = useState<WorkoutTemplateDto | null>(null);
  const [starting, setStarting] = useState<WorkoutTemplateDto | null>(null);
  const searchId = useId();

  const filterActive = search.trim() !== "" || day !== "";
  const visible = filterTemplates(data ?? [], search, day);

  let body: ReactNode;
  if (isLoading && !data) body = <SkeletonCards />;
  else if (error && !data)
    body = (
      <div className="card empty template-empty" role="alert">
        <p className="card-title">Unable to load templates</p>
        <p className="muted small">There was an error loading your templates. Please try again later.</p>
      </div>
    );
  else if (visible.length === 0)
    body = filterActive ? (
      <div className="card empty template-empty">
        <p className="card-title">No templates found</p>
        <p className="muted small">Try adjusting your search or filter criteria.</p>
      </div>
    ) : (
      <div className="card empty template-empty">
        <p className="card-title">No templates saved</p>
        <p className="muted small">Save workout templates from the Workouts page to get started.</p>
      </div>
    );
  else
    body = (
      <div className="template-list">
        {visible.map((t) => (
          <TemplateCard
            key={t.id}
            template={t}
            onStart={() => setStarting(t)}
            onEdit={() => setEditing(t)}
            onDuplicate={() => setDuplicating(t)}
            onDelete={() => setDeleting(t)}
          />
        ))}
      </div>
    );

  return (
    <Page
      title="Workout Templates"
      subtitle="Saved workouts to load into any day."
      actions={
        <button type="button" className="btn btn-primary" onClick={() => setEditing("new")}>
          <PlusIcon size={18} />
          New Template
        </button>
      }
    >
      <div className="template-filters">
        <div className="field template-search">
          <label htmlFor={searchId} className="visually-hidden">
            Search templates
          </label>
          <SearchIcon size={18} className="template-search-icon" />
          <input
            id={searchId}
            className="input"
            type="search"
            placeholder="Search templates..."
            autoComplete="off"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
          />
        </div>
        <DaySelect label="Filter by day" allLabel="All days" value={day} onChange={setDay} hideLabel className="template-day-filter" />
      </div>
      {body}
      <StartTemplateDialog template={starting} onClose={() => setStarting(null)} />
      <TemplateEditorDialog template={editing} onClose={() => setEditing(null)} libraryNames={libraryNames} />
      <DuplicateTemplateDialog template={duplicating} onClose={() => setDuplicating(null)} />
      <DeleteTemplateDialog template={deleting} onClose={() => setDeleting(null)} />
    </Page>
  );
}
