//! The bars above the screen that tell the players something: a message
//! with what can be done about it, and the backup reminder. Built in the
//! session's part (src/ui/parts.rs).

use super::controls::{Action, Look};
use super::exporting::{export_backups, export_current, export_everything, save_backup};
use super::state::AppState;
use leptos::prelude::*;
use session::Place;
use words::Say;
use words::BACKUP_DUE;

/// Every bar, as the session has it.
#[component]
pub fn Notices() -> impl IntoView {
    view! {
        <NoticeBar />
        <BackupReminder />
    }
}

/// The message for the players, with what can be done about it.
#[component]
fn NoticeBar() -> impl IntoView {
    let state = expect_context::<AppState>();
    let has_backups = move || state.peek(|s| !s.backups().is_empty()).unwrap_or(false);
    let can_undo = move || state.read(|s| s.can_undo()).unwrap_or(false);
    let button = move |label: &'static str, act: fn(&AppState)| {
        view! {
            <Action look=Look::Small on_press=move |_| act(&state)>
                {label}
            </Action>
        }
    };
    move || {
        state.notice.get().map(|n| {
            view! {
                <div class="notice" role="status">
                    <p>{n.said().to_string()}</p>
                    {can_undo()
                        .then(|| button(
                            "Undo",
                            |s| {
                                s.run(|s| s.undo());
                                if s.place.get_untracked().of_the_match() {
                                    s.play();
                                }
                            },
                        ))}
                    {n.offer_match_file().then(|| button("Export match", export_current))}
                    {n.offer_export().then(|| button("Export everything", export_everything))}
                    {has_backups().then(|| button("Download unreadable data", export_backups))}
                    {button(
                        "Dismiss",
                        |s| {
                            s.run(|s| s.dismiss_notice());
                        },
                    )}
                </div>
            }
        })
    }
}

/// A quiet reminder to save a backup, when kept matches have changed since
/// the last and a few days have passed; never while a hand is entered.
#[component]
fn BackupReminder() -> impl IntoView {
    let state = expect_context::<AppState>();
    let shown =
        move || state.backup_due.get() && !matches!(state.screen_shown.get(), Place::Hand(_));
    move || {
        shown().then(|| {
            view! {
                <div class="notice reminder" role="status">
                    <p>{BACKUP_DUE}</p>
                    <Action look=Look::Primary on_press=move |_| save_backup(&state)>
                        "Save a backup"
                    </Action>
                    <Action on_press=move |_| {
                        state.run(|s| s.put_off_backup());
                    }>"Not now"</Action>
                </div>
            }
        })
    }
}
