/**
 * The turn pipeline, not exported. {@link dev.vex.core.internal.Turn} runs one turn as the design's
 * steps, each in a package of its own and each built once per agent with the few settings it needs
 * ({@link dev.vex.core.internal.Pipeline} holds them):
 *
 * <ul>
 *   <li>{@code .route}: the tools for the turn's intents and the model that serves it;
 *   <li>{@code .ground}: the grounded fetchers in parallel under one deadline;
 *   <li>{@code .prompt}: the first round's messages, with the ground truth as escaped data;
 *   <li>{@code .rounds}: the model rounds and the tool calls they ask for;
 *   <li>{@code .recovery}: the fallback ladder when the model failed for good;
 *   <li>{@code .guard}: the guards on every text the user can receive, the streamed text included;
 *   <li>{@code .remember}: long-term memory, recalled before the prompt and written after the
 *       reply.
 * </ul>
 *
 * <p>What the steps share: {@code .turn} (the turn's state, its deadline and cancellation, the
 * reply language) and {@code .runtime} (executors, HTTP clients and the deadline sweeper of a
 * {@link dev.vex.core.VexRuntime}).
 */
package dev.vex.core.internal;
