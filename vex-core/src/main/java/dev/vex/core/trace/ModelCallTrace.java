package dev.vex.core.trace;

import java.time.Duration;

/**
 * One request to the model.
 *
 * @param round the round, from 1
 * @param model the model asked
 * @param toolsOffered how many tools were offered
 * @param toolCalls how many tool calls came back
 * @param duration how long the call took
 * @param error the failure, in words, or null
 */
public record ModelCallTrace(
    int round, String model, int toolsOffered, int toolCalls, Duration duration, String error) {}
