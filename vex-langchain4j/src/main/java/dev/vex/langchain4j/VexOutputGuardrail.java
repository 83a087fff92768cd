package dev.vex.langchain4j;

import dev.langchain4j.data.message.ChatMessage;
import dev.langchain4j.data.message.UserMessage;
import dev.langchain4j.guardrail.GuardrailRequestParams;
import dev.langchain4j.guardrail.OutputGuardrail;
import dev.langchain4j.guardrail.OutputGuardrailRequest;
import dev.langchain4j.guardrail.OutputGuardrailResult;
import dev.langchain4j.invocation.InvocationContext;
import dev.langchain4j.invocation.InvocationParameters;
import dev.langchain4j.memory.ChatMemory;
import dev.langchain4j.rag.AugmentationResult;
import dev.langchain4j.rag.content.Content;
import dev.vex.core.grounding.GroundTruth;
import dev.vex.core.guard.Guard;
import dev.vex.grounding.GroundedMessage;
import dev.vex.guards.GuardChain;
import dev.vex.guards.GuardedReply;
import dev.vex.guards.Guards;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.function.Consumer;

/**
 * Vex's guards as a LangChain4j output guardrail: the model's reply is checked against the live
 * data of the turn (Vex's digit scan, URL allowlist and failed-fetch guard by default), and a reply
 * that states an invented figure or links where it should not is rewritten or replaced by the real
 * data before the AI service returns it.
 *
 * <p>The ground truth is taken from the first of these that has any:
 *
 * <ol>
 *   <li>what the host passed with the call, as {@link InvocationParameters} under {@link
 *       #GROUND_TRUTH} (a {@code List<GroundTruth>} or a {@link GroundedMessage});
 *   <li>the {@link GroundTruthContent}s a {@link VexGrounder} retrieved for the call;
 *   <li>when a {@linkplain Builder#grounder grounder} is set, what it fetches for the user's
 *       message now.
 * </ol>
 *
 * <p>What {@link VexTools} fetched during the call is added to it when the guardrail is given those
 * tools.
 *
 * <p>With none, the guards still run: the URL allowlist judges the links. The guardrail never fails
 * the call: a guard that throws is logged and skipped. Immutable and thread-safe.
 */
public final class VexOutputGuardrail implements OutputGuardrail {
  /** The invocation parameter under which a host passes its own ground truth. */
  public static final String GROUND_TRUTH = "vex.groundTruth";

  private final GuardChain guards;
  private final VexGrounder grounder;
  private final VexTools tools;
  private final Locale locale;
  private final Consumer<GuardedReply> listener;

  private VexOutputGuardrail(Builder b) {
    this.guards = GuardChain.of(b.guards);
    this.grounder = b.grounder;
    this.tools = b.tools;
    this.locale = b.locale;
    this.listener = b.listener;
  }

  /**
   * Starts a configuration.
   *
   * @return a builder
   */
  public static Builder builder() {
    return new Builder();
  }

  @Override
  public OutputGuardrailResult validate(OutputGuardrailRequest request) {
    String draft = request.responseFromLLM().aiMessage().text();
    if (draft == null) {
      return success();
    }
    GroundedMessage grounded = withToolData(grounded(request.requestParams()), request);
    GuardedReply reply = guards.check(draft, grounded.toTurnContext(locale));
    tell(reply);
    return reply.text().equals(draft) ? success() : successWith(reply.text());
  }

  /**
   * Checks a reply against ground truth the caller holds, outside an AI service.
   *
   * @param draft the reply
   * @param grounded the user's message and its ground truth
   * @return what the guards made of it
   */
  public GuardedReply check(String draft, GroundedMessage grounded) {
    return guards.check(Objects.requireNonNull(draft, "draft"), grounded.toTurnContext(locale));
  }

  /** The guards, for {@link VexStreamingChatModel}. */
  GuardChain chain() {
    return guards;
  }

  /** The locale of replacements, for {@link VexStreamingChatModel}. */
  Locale locale() {
    return locale;
  }

  /** Tells the listener; an exception it throws is logged. */
  void tell(GuardedReply reply) {
    try {
      listener.accept(reply);
    } catch (RuntimeException e) {
      org.slf4j.LoggerFactory.getLogger(VexOutputGuardrail.class)
          .warn("the guarded-reply listener failed", e);
    }
  }

  private GroundedMessage withToolData(GroundedMessage grounded, OutputGuardrailRequest request) {
    InvocationContext invocation = request.requestParams().invocationContext();
    if (tools == null || invocation == null) {
      return grounded;
    }
    List<GroundTruth> fromTools = tools.fetched(invocation.invocationId());
    if (fromTools.isEmpty()) {
      return grounded;
    }
    return grounded.with(fromTools);
  }

  private GroundedMessage grounded(GuardrailRequestParams params) {
    String message = userMessage(params);
    InvocationContext invocation = params.invocationContext();
    if (invocation != null && invocation.invocationParameters() != null) {
      Object passed = invocation.invocationParameters().get(GROUND_TRUTH);
      if (passed instanceof GroundedMessage g) {
        return g;
      }
      if (passed instanceof List<?> list) {
        List<GroundTruth> truths = new ArrayList<>();
        for (Object o : list) {
          if (o instanceof GroundTruth t) {
            truths.add(t);
          }
        }
        return GroundedMessage.of(message, truths);
      }
    }
    AugmentationResult augmentation = params.augmentationResult();
    if (augmentation != null && augmentation.contents() != null) {
      List<GroundTruth> truths = new ArrayList<>();
      for (Content c : augmentation.contents()) {
        if (c instanceof GroundTruthContent g) {
          truths.add(g.groundTruth());
        }
      }
      if (!truths.isEmpty()) {
        return GroundedMessage.of(message, truths);
      }
    }
    if (grounder != null && !message.isEmpty()) {
      return grounder.ground(message);
    }
    return GroundedMessage.of(message, List.of());
  }

  /** The user's words: the template filled with the call's variables, else memory's last. */
  private static String userMessage(GuardrailRequestParams params) {
    String template = params.userMessageTemplate();
    if (template != null && !template.isBlank()) {
      String text = template;
      Map<String, Object> vars = params.variables();
      if (vars != null) {
        for (Map.Entry<String, Object> e : vars.entrySet()) {
          text = text.replace("{{" + e.getKey() + "}}", String.valueOf(e.getValue()));
        }
      }
      return text;
    }
    ChatMemory memory = params.chatMemory();
    if (memory != null) {
      List<ChatMessage> messages = memory.messages();
      for (int i = messages.size() - 1; i >= 0; i--) {
        if (messages.get(i) instanceof UserMessage u && u.hasSingleText()) {
          return u.singleText();
        }
      }
    }
    return "";
  }

  /** Configures a {@link VexOutputGuardrail}. */
  public static final class Builder {
    private List<Guard> guards = Guards.defaults();
    private VexGrounder grounder;
    private VexTools tools;
    private Locale locale = Locale.ENGLISH;
    private Consumer<GuardedReply> listener = r -> {};

    private Builder() {}

    /**
     * Sets the guards, in the order they run. The default is {@link Guards#defaults()}: failed
     * fetch, URL allowlist, digit scan.
     *
     * @param guards the guards
     * @return this builder
     */
    public Builder guards(List<? extends Guard> guards) {
      this.guards = List.copyOf(guards);
      return this;
    }

    /**
     * Fetches the ground truth for the user's message when the call brought none (no {@link
     * #GROUND_TRUTH} parameter, no retrieved {@link GroundTruthContent}). The default is none.
     *
     * @param grounder the grounder
     * @return this builder
     */
    public Builder grounder(VexGrounder grounder) {
      this.grounder = Objects.requireNonNull(grounder, "grounder");
      return this;
    }

    /**
     * Adds what {@link VexTools} fetched during the call to the ground truth the reply is checked
     * against. The default is none.
     *
     * @param tools the tools given to the same AI service
     * @return this builder
     */
    public Builder tools(VexTools tools) {
      this.tools = Objects.requireNonNull(tools, "tools");
      return this;
    }

    /**
     * Sets the language of the text that replaces a reply. The default is English.
     *
     * @param locale the locale
     * @return this builder
     */
    public Builder locale(Locale locale) {
      this.locale = Objects.requireNonNull(locale, "locale");
      return this;
    }

    /**
     * Receives every guarded reply (draft, result and verdicts), for logs or a UI. It runs on the
     * caller's thread; an exception it throws is logged. The default does nothing.
     *
     * @param listener the listener
     * @return this builder
     */
    public Builder listener(Consumer<GuardedReply> listener) {
      this.listener = Objects.requireNonNull(listener, "listener");
      return this;
    }

    /**
     * Builds the guardrail.
     *
     * @return the guardrail
     */
    public VexOutputGuardrail build() {
      return new VexOutputGuardrail(this);
    }
  }
}
