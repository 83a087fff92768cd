package dev.vex.guards.toolresults;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import dev.vex.core.TurnContext;
import dev.vex.core.guard.Draft;
import dev.vex.core.guard.GuardVerdict;
import dev.vex.core.intent.Intent;
import dev.vex.core.message.Message;
import dev.vex.core.trace.ToolCallTrace;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

class ToolResultGuardTest {
  private static final Locale NB = Locale.forLanguageTag("nb-NO");
  private final ToolResultGuard guard = ToolResultGuard.create();

  static TurnContext turn(Locale locale, String question, String... results) {
    List<ToolCallTrace> calls =
        Stream.of(results)
            .map(
                r ->
                    new ToolCallTrace(
                        1,
                        "c1",
                        "read_file",
                        "{}",
                        ToolCallTrace.Outcome.OK,
                        r,
                        Duration.ZERO,
                        null))
            .toList();
    return new TurnContext(
        Message.user(question),
        locale,
        List.of(Intent.chat()),
        List.of(),
        calls,
        List.of(),
        "",
        null);
  }

  private String guarded(Locale locale, String question, String result, String reply) {
    GuardVerdict v = guard.check(new Draft(reply), turn(locale, question, result));
    return v instanceof GuardVerdict.Rewritten r ? r.text() : reply;
  }

  static Stream<Arguments> misquotes() {
    String budget = "Rent: 12 500 kr\nFood: 4 200 kr\nTransport: 890 kr\nTotal: 17 590 kr";
    return Stream.of(
        Arguments.of(
            Locale.ENGLISH,
            "What do I spend on rent and food?",
            budget,
            "Your rent is 12 500 kr and you spend 4 800 kr on food.",
            "Your rent is 12 500 kr and you spend 4 200 kr on food."),
        Arguments.of(
            NB,
            "Hva er klokka i Oslo?",
            "2026-03-14T09:42:07+01:00",
            "Klokka er 10.42 i Oslo.",
            "Klokka er 09.42 i Oslo."),
        Arguments.of(
            Locale.ENGLISH,
            "When is my meeting with Kari?",
            "Meeting with Kari on 12 May at 14:00, room 3B",
            "Your meeting with Kari is on 21 May at 14:00 in room 3B.",
            "Your meeting with Kari is on 12 May at 14:00 in room 3B."),
        Arguments.of(
            Locale.ENGLISH,
            "How many files are in my reports folder?",
            "report.pdf 2.4 MB\nphoto.jpg 840 KB\ndata.csv 12 KB\n(3 files)",
            "There are 4 files in the folder; the biggest is report.pdf at 2.4 MB.",
            "There are 3 files in the folder; the biggest is report.pdf at 2.4 MB."),
        Arguments.of(
            Locale.ENGLISH,
            "How did the test run go?",
            "Run finished: 118 passed, 3 failed, 2 skipped",
            "118 tests passed and 2 failed.",
            "118 tests passed and 3 failed."),
        Arguments.of(
            NB,
            "Hva står på handlelista?",
            "Melk 2 l, egg 12 stk, mel 1 kg",
            "Du skal kjøpe 2 liter melk, 6 egg og 1 kg mel.",
            "Du skal kjøpe 2 liter melk, 12 egg og 1 kg mel."),
        Arguments.of(
            Locale.ENGLISH,
            "What day is it?",
            "2026-03-14T23:15:00Z (Saturday)",
            "It's Sunday, 23:15 UTC.",
            "It's Saturday, 23:15 UTC."),
        Arguments.of(
            NB,
            "Hvor mye er fakturaen på?",
            "Invoice 2026-017: amount due NOK 8 450,00, due date 2026-04-01",
            "Fakturaen på 8 540 kroner forfaller 1. april.",
            "Fakturaen på NOK 8 450,00 forfaller 1. april."),
        Arguments.of(
            Locale.ENGLISH,
            "How full is my disk?",
            "Used 412 GB of 512 GB (80 %)",
            "You've used 412 GB, about 90 % of the disk.",
            "You've used 412 GB, about 80 % of the disk."),
        Arguments.of(
            Locale.ENGLISH,
            "What day is it?",
            "2026-03-14T09:42:07+01:00",
            "It's Sunday 14 March.",
            "It's Saturday 14 March."));
  }

  @ParameterizedTest
  @MethodSource("misquotes")
  void aFigureThatContradictsTheToolResultIsCorrected(
      Locale locale, String question, String result, String reply, String expected) {
    assertEquals(expected, guarded(locale, question, result, reply));
  }

  static Stream<Arguments> honest() {
    String budget = "Rent: 12 500 kr\nFood: 4 200 kr\nTransport: 890 kr\nTotal: 17 590 kr";
    String files = "report.pdf 2.4 MB\nphoto.jpg 840 KB\ndata.csv 12 KB\n(3 files)";
    String tests = "Run finished: 118 passed, 3 failed, 2 skipped";
    String disk = "Used 412 GB of 512 GB (80 %)";
    String time = "2026-03-14T09:42:07+01:00";
    String meeting = "Meeting with Kari on 12 May at 14:00, room 3B";
    String steps = "Mon 8 214, Tue 10 032, Wed 6 870";
    return Stream.of(
        // the outsider's honest drafts
        Arguments.of(
            Locale.ENGLISH,
            "What is my rent and total?",
            budget,
            "Rent is 12 500 kr and the total comes to about 17 600 kr."),
        Arguments.of(NB, "Hva er klokka?", time, "Klokka er 09.42, lørdag 14. mars."),
        Arguments.of(
            Locale.ENGLISH,
            "How many files are there?",
            files,
            "Three files; the largest is report.pdf (2.4 MB)."),
        Arguments.of(
            Locale.ENGLISH,
            "How did the tests go?",
            tests,
            "118 passed, 3 failed and 2 were skipped."),
        Arguments.of(
            NB, "Hvor full er disken?", disk, "Du har brukt 412 av 512 GB, omtrent 80 prosent."),
        // ordinary tool turns with figures that are not the result's
        Arguments.of(
            Locale.ENGLISH,
            "What do I spend in 2026? My salary is 32 000 kr.",
            budget,
            "Out of your 32 000 kr salary, rent takes 12 500 kr and food 4 200 kr."),
        Arguments.of(
            Locale.ENGLISH,
            "Can I save 5 000 kr a month?",
            budget,
            "Your costs total 17 590 kr, so saving 5 000 kr a month depends on your income."),
        Arguments.of(
            Locale.ENGLISH,
            "Budget for 2026?",
            budget,
            "For 2026 your budget is 17 590 kr a month, about 211 000 kr a year."),
        Arguments.of(
            Locale.ENGLISH,
            "How many files?",
            files,
            "There are 3 files. I can zip them in 2 steps if you like."),
        Arguments.of(
            Locale.ENGLISH,
            "Did I keep my 5 files?",
            files,
            "You asked about 5 files, but the folder holds 3 files."),
        Arguments.of(
            Locale.ENGLISH,
            "How big is the report?",
            files,
            "report.pdf is 2.4 MB, small enough for a 10 MB mail limit."),
        Arguments.of(
            Locale.ENGLISH,
            "How did the tests go?",
            tests,
            "All but 3 of 121 tests that ran passed; 118 passed."),
        Arguments.of(
            Locale.ENGLISH,
            "How did the tests go? Last week 4 failed.",
            tests,
            "3 failed this time, down from 4 failed last week."),
        Arguments.of(
            Locale.ENGLISH,
            "How full is my disk?",
            disk,
            "You've used 412 GB of 512 GB. Above 95 % the system slows down."),
        Arguments.of(
            NB,
            "Hvor full er disken? Jeg kjøpte den i 2021.",
            disk,
            "Disken fra 2021 er 80 % full: 412 av 512 GB."),
        Arguments.of(NB, "Hva er klokka?", time, "Klokka er 09.42. Du har 2 møter i dag."),
        Arguments.of(
            Locale.ENGLISH,
            "When is my meeting? Remind me 15 minutes before.",
            meeting,
            "Your meeting with Kari is on 12 May at 14:00 in room 3B; I will remind you at 13:45."),
        Arguments.of(
            Locale.ENGLISH,
            "When is my meeting with Kari?",
            meeting,
            "On 12 May at 14:00, room 3B. That is in 3 weeks."),
        Arguments.of(
            NB,
            "Hvilken dag gikk jeg mest?",
            steps,
            "Tirsdag, med 10 032 skritt; målet ditt er 10 000."),
        Arguments.of(
            Locale.ENGLISH,
            "How many steps on Monday?",
            steps,
            "On Monday you walked 8 214 steps, about 6 km."),
        Arguments.of(
            Locale.ENGLISH, "What time is it?", time, "It's 09:42 (08:42 UTC) on Saturday."),
        Arguments.of(
            Locale.ENGLISH,
            "What day is it?",
            "2026-03-14T23:15:00Z (Saturday)",
            "It's Saturday 14 March; the shop opens again on Monday at 10:00."),
        Arguments.of(
            NB,
            "Hva står på handlelista?",
            "Melk 2 l, egg 12 stk, mel 1 kg",
            "Du trenger 2 l melk, et dusin egg (12) og 1 kg mel til 4 personer."),
        Arguments.of(
            NB,
            "Hvor mye er fakturaen på?",
            "Invoice 2026-017: amount due NOK 8 450,00, due date 2026-04-01",
            "Fakturaen er på 8 450 kroner og forfaller 1. april, om 18 dager."),
        Arguments.of(
            Locale.ENGLISH, "What is rent?", budget, "Rent is 12 500 kr, roughly 1 100 euros."),
        // A day or time of the reply's own, not the clock's (the lead's review of the guard)
        Arguments.of(
            Locale.ENGLISH,
            "When does the shop open?",
            "2026-03-14T23:15:00Z (Saturday)",
            "The shop opens on Monday at 10:00."),
        Arguments.of(
            Locale.ENGLISH,
            "Should I hurry for my train?",
            time,
            "Your train leaves at 10:15, so you have plenty of time."),
        Arguments.of(
            NB, "Når kommer bussen?", time, "Bussen går kl. 10.05 fra Jernbanetorget på søndag."));
  }

  @ParameterizedTest
  @MethodSource("honest")
  void anHonestToolTurnReplyPassesUnchanged(
      Locale locale, String question, String result, String reply) {
    GuardVerdict v = guard.check(new Draft(reply), turn(locale, question, result));
    assertInstanceOf(GuardVerdict.Pass.class, v, () -> v.toString());
  }

  @Test
  void withoutAToolCallEveryReplyPasses() {
    GuardVerdict v =
        guard.check(new Draft("There are 4 files."), turn(Locale.ENGLISH, "How many files?"));
    assertInstanceOf(GuardVerdict.Pass.class, v);
  }

  @Test
  void aMisquotedFigureOfSeveralTiesReplacesTheSentenceByTheResultsLines() {
    String out =
        guarded(
            Locale.ENGLISH,
            "How did it go?",
            "Run A: 118 passed, 3 failed\nRun B: 120 passed, 1 failed",
            "Overall 2 failed. Good work.");
    assertEquals("Run A: 118 passed, 3 failed; Run B: 120 passed, 1 failed. Good work.", out);
  }

  @Test
  void aStreamedSentenceWithAMisquoteIsHeldAndAnHonestOneReleased() {
    TurnContext c =
        turn(
            Locale.ENGLISH,
            "How did the tests go?",
            "Run finished: 118 passed, 3 failed, 2 skipped");
    assertEquals(true, guard.releasesNext("", "118 tests passed.", c));
    assertEquals(false, guard.releasesNext("118 tests passed. ", "Only 2 failed.", c));
  }

  @Test
  void figuresOfARealFileOnDiskAreHeldToTheReply(@TempDir Path dir) throws Exception {
    Path f = dir.resolve("budget.txt");
    Files.writeString(f, "Rent: 12 500 kr\nFood: 4 200 kr\n");
    String result = Files.readString(f);
    assertEquals(
        "Food costs 4 200 kr.",
        guarded(Locale.ENGLISH, "What is food?", result, "Food costs 4 800 kr."));
    assertEquals(
        "Food costs 4 200 kr.",
        guarded(Locale.ENGLISH, "What is food?", result, "Food costs 4 200 kr."));
  }
}
