package dev.vex.testkit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectMethod;

import java.util.List;
import java.util.stream.Collectors;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.platform.launcher.Launcher;
import org.junit.platform.launcher.LauncherDiscoveryRequest;
import org.junit.platform.launcher.core.LauncherDiscoveryRequestBuilder;
import org.junit.platform.launcher.core.LauncherFactory;
import org.junit.platform.launcher.listeners.SummaryGeneratingListener;
import org.junit.platform.launcher.listeners.TestExecutionSummary;

/**
 * The contracts can fail: each broken implementation in {@link BrokenSubjects}, run through the
 * JUnit launcher, fails the contract test aimed at its defect, with a message that names it.
 */
class ContractsCatchBrokenImplementationsTest {

  @ParameterizedTest(name = "{0}.{1}")
  @CsvSource(
      delimiter = '|',
      value = {
        "MadeUpDataFetcher | aServerErrorIsATypedFailureNamingTheStatus | gave ground truth instead of a failure",
        "MadeUpDataFetcher | garbageIsATypedFailure | gave ground truth instead of a failure",
        "LeakyFetcher | anHtmlPageWhereDataWasExpectedIsATypedFailure | escaped as java.lang.NullPointerException",
        "InterruptSwallowingFetcher | anInterruptEndsAFetchThatWaitsOnItsSource | keeps the interrupt",
        "WrongKindFetcher | aRecordedAnswerBecomesWellFormedGroundTruthOfTheIntentsKind | the ground truth's kind is the intent's",
        "NullGuard | everyDraftGetsAVerdictWithAShortReason | returned null",
        "ThrowingGuard | everyDraftGetsAVerdictWithAShortReason | a guard never throws at the user",
        "RestlessGuard | theGuardAcceptsItsOwnOutput | checking the guard's own output changed it again",
        "ChattyGuard | hugeDraftsAreCheckedWithinAGenerousBound | gave a reason of",
        "VerboseTool | theToolIsDescribedBrieflyForASmallModel | description",
        "NullTool | validArgumentsBindAndGetAnAnswer | returned null",
        "ErrorTool | hostileArgumentsAreAnsweredNeverThrownAtTheUser | threw an Error",
        "MuteTool | hostileArgumentsAreAnsweredNeverThrownAtTheUser | without a message the model can act on",
      })
  void theContractFailsTheBrokenImplementation(String subject, String test, String message)
      throws ClassNotFoundException {
    Class<?> type = Class.forName(BrokenSubjects.class.getName() + "$" + subject);
    TestExecutionSummary summary = run(type, test);
    assertThat(summary.getTestsFoundCount()).as("the contract test exists").isEqualTo(1);
    assertThat(summary.getTestsFailedCount()).as("the contract test fails").isEqualTo(1);
    List<String> failures =
        summary.getFailures().stream()
            .map(f -> String.valueOf(f.getException().getMessage()))
            .collect(Collectors.toList());
    assertThat(failures).anySatisfy(m -> assertThat(m).contains(message));
  }

  private static TestExecutionSummary run(Class<?> type, String method) {
    LauncherDiscoveryRequest request =
        LauncherDiscoveryRequestBuilder.request()
            .selectors(selectMethod(type, method))
            .configurationParameter(BrokenSubjects.RUN, "true")
            .build();
    Launcher launcher = LauncherFactory.create();
    SummaryGeneratingListener listener = new SummaryGeneratingListener();
    launcher.execute(request, listener);
    return listener.getSummary();
  }
}
