/** The guard for turns whose live data could not be fetched. */
package dev.vex.guards.fetch;
