package dev.vex.spring.ai;

import dev.vex.core.grounding.GroundTruth;
import dev.vex.core.guard.Guard;
import dev.vex.grounding.Grounding;
import dev.vex.guards.Guards;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import org.springframework.ai.chat.client.ChatClientRequest;
import org.springframework.ai.chat.client.ChatClientResponse;
import org.springframework.ai.chat.client.advisor.api.CallAdvisor;
import org.springframework.ai.chat.client.advisor.api.CallAdvisorChain;
import org.springframework.ai.chat.messages.AssistantMessage;
import org.springframework.ai.chat.messages.UserMessage;
import org.springframework.ai.chat.model.ChatResponse;
import org.springframework.ai.chat.model.Generation;
import org.springframework.ai.chat.prompt.Prompt;

/**
 * Vex's grounding and guards as a Spring AI advisor: before the call, the live data the user asks
 * for (a price, the weather, a score) is fetched with Vex's intent rules and fetchers and added to
 * the system message; after it, Vex's guards check the reply against that data, and a reply that
 * states an invented figure or an off-list link is corrected or replaced.
 *
 * <pre>{@code
 * ChatClient chat = ChatClient.builder(ollamaChatModel)
 *     .defaultAdvisors(VexAdvisor.builder().grounding(Grounding.defaults()).build())
 *     .build();
 * }</pre>
 *
 * <p>The host may pass ground truth it fetched itself in the request's context under {@link
 * #GROUND_TRUTH} (a {@code List<GroundTruth>}); nothing is fetched then. The guarded reply (draft,
 * result, verdicts) is put into the response's context under {@link #GUARDED_REPLY}. Immutable and
 * thread-safe.
 */
public final class VexAdvisor implements CallAdvisor {
  /** The context key under which a host passes its own ground truth. */
  public static final String GROUND_TRUTH = "vex.groundTruth";

  /** The response context key of the {@link GuardedReply}. */
  public static final String GUARDED_REPLY = "vex.guardedReply";

  private final Grounder grounder;
  private final List<Guard> guards;
  private final Locale locale;
  private final int order;

  private VexAdvisor(Builder b) {
    this.locale = b.locale;
    this.grounder =
        new Grounder(b.grounding != null ? b.grounding : Grounding.defaults(), b.deadline, locale);
    this.guards = List.copyOf(b.guards);
    this.order = b.order;
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
  public String getName() {
    return "VexAdvisor";
  }

  @Override
  public int getOrder() {
    return order;
  }

  @Override
  public ChatClientResponse adviseCall(ChatClientRequest request, CallAdvisorChain chain) {
    GroundedMessage grounded = ground(request);
    ChatClientRequest withData =
        grounded.groundTruth().isEmpty()
            ? request
            : request.mutate().prompt(withGroundTruth(request.prompt(), grounded)).build();
    ChatClientResponse response = chain.nextCall(withData);
    ChatResponse chat = response.chatResponse();
    if (chat == null || chat.getResult() == null || chat.getResult().getOutput() == null) {
      return response;
    }
    String draft = chat.getResult().getOutput().getText();
    if (draft == null) {
      return response;
    }
    GuardedReply reply = GuardChain.run(guards, draft, grounded.toTurnContext(locale));
    ChatClientResponse.Builder out = response.mutate().context(GUARDED_REPLY, reply);
    if (!reply.text().equals(draft)) {
      Generation g = chat.getResult();
      out.chatResponse(
          new ChatResponse(
              List.of(new Generation(new AssistantMessage(reply.text()), g.getMetadata())),
              chat.getMetadata()));
    }
    return out.build();
  }

  private GroundedMessage ground(ChatClientRequest request) {
    UserMessage user = request.prompt().getUserMessage();
    String text = user == null || user.getText() == null ? "" : user.getText();
    Object passed = request.context().get(GROUND_TRUTH);
    if (passed instanceof List<?> list) {
      return GroundedMessage.of(
          text,
          list.stream()
              .filter(GroundTruth.class::isInstance)
              .map(GroundTruth.class::cast)
              .toList());
    }
    return text.isBlank() ? GroundedMessage.of(text, List.of()) : grounder.ground(text);
  }

  private Prompt withGroundTruth(Prompt prompt, GroundedMessage grounded) {
    StringBuilder block =
        new StringBuilder(
            "Live data fetched for this question. Use these figures exactly as given; never use"
                + " figures from memory, and say where they come from.\n<ground_truth>\n");
    for (GroundTruth t : grounded.groundTruth()) {
      block
          .append("<source name=\"")
          .append(t.sourceName())
          .append("\" fetched=\"")
          .append(t.fetchedAt())
          .append("\">")
          .append(t.summary(locale).replace("<", "&lt;"))
          .append("</source>\n");
    }
    block.append("</ground_truth>");
    return prompt.augmentSystemMessage(
        s ->
            s.mutate()
                .text(s.getText().isBlank() ? block.toString() : s.getText() + "\n\n" + block)
                .build());
  }

  /** Configures a {@link VexAdvisor}. */
  public static final class Builder {
    private Grounding grounding;
    private Duration deadline = Duration.ofSeconds(5);
    private List<Guard> guards = Guards.defaults();
    private Locale locale = Locale.ENGLISH;
    private int order = 0;

    private Builder() {}

    /**
     * Sets the intent rules and fetchers. The default is {@link Grounding#defaults()}.
     *
     * @param grounding the grounding
     * @return this builder
     */
    public Builder grounding(Grounding grounding) {
      this.grounding = Objects.requireNonNull(grounding, "grounding");
      return this;
    }

    /**
     * Sets how long the fetches of one message may take together. The default is 5 seconds.
     *
     * @param deadline a positive duration
     * @return this builder
     */
    public Builder deadline(Duration deadline) {
      Objects.requireNonNull(deadline, "deadline");
      if (deadline.isZero() || deadline.isNegative()) {
        throw new IllegalArgumentException("deadline must be positive: " + deadline);
      }
      this.deadline = deadline;
      return this;
    }

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
     * Sets the language of the summaries and of the text that replaces a reply. The default is
     * English.
     *
     * @param locale the locale
     * @return this builder
     */
    public Builder locale(Locale locale) {
      this.locale = Objects.requireNonNull(locale, "locale");
      return this;
    }

    /**
     * Sets the advisor's order among the ChatClient's advisors. The default is 0.
     *
     * @param order the order; lower runs first
     * @return this builder
     */
    public Builder order(int order) {
      this.order = order;
      return this;
    }

    /**
     * Builds the advisor.
     *
     * @return the advisor
     */
    public VexAdvisor build() {
      return new VexAdvisor(this);
    }
  }
}
